import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** scrypt with its parameters stored in the hash, so the cost can change without breaking old hashes. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, KEY_LENGTH, options(N, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Cost of an initial password someone else chose for many accounts at once (an import of up to
 * IMPORT_MAX_ROWS people): each account still gets its own salt and hash, at a cost a batch can
 * afford (2^12: about 4 ms and 4 MiB each, docs/performance.md), and the account must change it
 * at its first login, which hashes the new password at the full cost (docs/decisions/0003-people.md).
 */
export const INITIAL_PASSWORD_HASH_COST = 12;

/**
 * One hash per account of the same password (own salt each), two at a time: scrypt runs on
 * libuv's thread pool, and leaving the other threads free keeps logins and file reads going.
 */
export async function hashPasswordEach(password: string, count: number, cost: number): Promise<string[]> {
  const hashes = new Array<string>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) hashes[i] = await hashPassword(password, cost);
  };
  await Promise.all([worker(), worker()]);
  return hashes;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, options(2 ** Number(cost), Number(r), Number(p)));
  return timingSafeEqual(key, expected);
}

function options(N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below N=2^17.
  return { N, r, p, maxmem: 256 * N * r };
}
