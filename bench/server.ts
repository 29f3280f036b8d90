// The real server (`apps/server/src/main.ts`, or `npm start`) as a child process on a free
// loopback port, for the browser and start-time benches.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first `/healthz` 200. */
  readyMs: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns `command` with the server's settings and waits until `/healthz` answers 200. */
export async function startServer(command: string[], env: Record<string, string>, cwd = process.cwd()): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: `npm start` runs the server as a grandchild.
    detached: true,
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}`))));
  exited.catch(() => undefined);
  for (;;) {
    const ok = await Promise.race([exited, fetch(`${url}/healthz`).then((r) => r.ok, () => false)]);
    if (ok) break;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  return { url, readyMs: performance.now() - started, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await gone;
}
