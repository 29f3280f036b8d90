import { randomBytes } from 'node:crypto';
import { Errors } from '@sandtable/shared/errors/catalogue';
import type { z } from 'zod';
import type { qrStatusSchema } from '@sandtable/shared/contracts/signin';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { openSession, type OpenedSession } from '../auth';
import { hashToken } from '../auth';
import { findUserWithCompany } from '../user';
import * as qr from './qr.repo';

export const QR_LOGIN = { ttlSeconds: 120, pollIntervalMs: 1500 } as const;

type Meta = { ip?: string; userAgent?: string };

/*
 * Two secrets per QR login. The desktop keeps the `token` and polls with it; the QR code carries
 * only its SHA-256 (the row's id), which the phone sends to scan and confirm. Someone who
 * photographs the QR code can therefore not poll and steal the session meant for the desktop.
 */

export async function createQrLogin(deps: AppDeps, origin: string, meta: Meta) {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const row = await qr.insertQrLogin(deps.db, { id, ttlSeconds: QR_LOGIN.ttlSeconds, desktopIp: meta.ip, desktopUserAgent: meta.userAgent });
  return {
    token,
    url: `${origin}/#/qr-confirm?token=${encodeURIComponent(id)}`,
    expiresAt: row.expiresAt.toISOString(),
    pollIntervalMs: QR_LOGIN.pollIntervalMs,
  };
}

/** The phone (logged in) opened the QR link: show it where the desktop is. */
export async function scanQrLogin(deps: AppDeps, actor: Actor, scanCode: string) {
  const row = await qr.markScanned(deps.db, scanCode, actor.userId);
  if (!row) return fail(Errors.qrExpired);
  return { status: 'scanned' as const, desktopIp: row.desktopIp, desktopUserAgent: row.desktopUserAgent, expiresAt: row.expiresAt.toISOString() };
}

export async function confirmQrLogin(deps: AppDeps, actor: Actor, input: { token: string; approve: boolean }): Promise<void> {
  if (!(await qr.decide(deps.db, input.token, actor.userId, input.approve ? 'confirmed' : 'cancelled'))) fail(Errors.qrExpired);
}

type QrStatus = z.input<typeof qrStatusSchema>['status'];

/** The desktop's poll. The one poll that wins the confirmed → consumed update is logged in. */
export async function qrLoginStatus(deps: AppDeps, token: string, meta: Meta): Promise<{ status: QrStatus; expiresAt: string; opened?: OpenedSession }> {
  const id = hashToken(token);
  let row = await qr.findQrLogin(deps.db, id);
  if (!row) return fail(Errors.qrExpired);

  if (row.status === 'confirmed' && !row.expired) {
    const userId = await qr.consume(deps.db, id);
    if (userId !== null) {
      const found = await findUserWithCompany(deps.db, userId);
      if (!found || found.user.status !== 'active') return fail(Errors.accountDisabled);
      return { status: 'confirmed', expiresAt: row.expiresAt.toISOString(), opened: await openSession(deps, found, 'qr', meta) };
    }
    // Another poll won (or the code just expired): report what it is now.
    row = (await qr.findQrLogin(deps.db, id))!;
  }
  const finished = row.status === 'consumed' || row.status === 'cancelled';
  return { status: !finished && row.expired ? 'expired' : row.status, expiresAt: row.expiresAt.toISOString() };
}
