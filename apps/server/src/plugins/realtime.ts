import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { Errors, SUCCESS_CODE } from '@sandtable/shared/errors/catalogue';
import { BusinessError } from '../lib/errors';
import type { Actor } from '../lib/actor';
import { accessCourse, isTeamOf, managesCourse } from '../modules/courses';
import { loadActor, SESSION_COOKIE } from './session';

/**
 * Live courses (DESIGN §2): Socket.IO on the app's own HTTP server, path /socket.io, in-memory
 * adapter: each instance pushes to its own sockets.
 *
 * The handshake is authenticated with the session cookie, as HTTP requests are. A client emits
 * `join` { courseId } (with an acknowledgement callback); the server checks the caller may view
 * the course (a member or a manager) and puts the socket in `course:<id>` and, for a member with a
 * team, `team:<teamId>` (without one: `course:<id>:watch`). A manager may add { teamId } to follow one team's chat and drafts. The ack
 * answers { code, teamId } with the catalogue's codes (000000, 100004 not found / not allowed).
 *
 * Services do not publish: they `emit` domain events in their transaction and the outbox's
 * dispatcher (lib/outbox.ts) publishes them after commit to this instance's sockets — on every
 * instance, so the in-memory adapter suffices with several instances (docs/decisions/events.md).
 */
export interface Realtime {
  /** To this instance's sockets in `room`; only the outbox's dispatcher calls it. */
  publish(room: string | string[], event: string, payload: unknown): void;
  /** The Socket.IO server once attached (null before, and in apps that never attach one). */
  readonly io: Server | null;
}

export const courseRoom = (courseId: number) => `course:${courseId}`;
export const teamRoom = (teamId: number) => `team:${teamId}`;
/**
 * The course's sockets without a team room (its managers and observers, a member with no team): a
 * push whose content depends on the team (CM's round:settled) goes to each team's room and here,
 * so every socket of the course gets it once.
 */
export const watchRoom = (courseId: number) => `course:${courseId}:watch`;

/** A publisher that sends nothing until attachRealtime gives it a server (so deps can be built first). */
export function createRealtime(): Realtime & { attach(io: Server): void } {
  let server: Server | null = null;
  return {
    get io() {
      return server;
    },
    attach(io) {
      server = io;
    },
    publish(room, event, payload) {
      server?.to(room).emit(event, payload);
    },
  };
}

interface SocketData {
  actor: Actor;
  /** The team room joined per course, so a re-join after a team change leaves the old one. */
  teams: Map<number, string>;
}

type JoinAck = (answer: { code: string; teamId: number | null }) => void;

/** Attaches Socket.IO to the app's HTTP server; call once while building the app. */
export function registerRealtime(app: FastifyInstance): void {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Same-origin in production (the web is served by this app); the dev proxy forwards /socket.io.
    cors: { origin: false },
  });
  (app.deps.realtime as ReturnType<typeof createRealtime>).attach(io as unknown as Server);

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
      const actor = cookies[SESSION_COOKIE] ? await loadActor({ cookies } as unknown as FastifyRequest, app.deps) : null;
      if (!actor) return next(new Error(Errors.noAuthority.code));
      socket.data.actor = actor;
      socket.data.teams = new Map();
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error(Errors.serviceAbnormal.code));
    }
  });

  io.on('connection', (socket) => {
    socket.on('join', (input: unknown, ack?: JoinAck) => {
      void join(app, socket as unknown as Socket<never, never, never, SocketData>, input).then(
        (answer) => (typeof ack === 'function' ? ack(answer) : undefined),
        (err) => {
          if (!(err instanceof BusinessError)) app.log.error({ err }, 'socket join failed');
          if (typeof ack === 'function') ack({ code: err instanceof BusinessError ? err.def.code : Errors.serviceAbnormal.code, teamId: null });
        },
      );
    });
    socket.on('leave', (input: unknown) => {
      const courseId = Number((input as { courseId?: unknown } | null)?.courseId);
      if (!Number.isInteger(courseId)) return;
      void socket.leave(courseRoom(courseId));
      void socket.leave(watchRoom(courseId));
      const team = socket.data.teams.get(courseId);
      if (team) void socket.leave(team);
      socket.data.teams.delete(courseId);
    });
  });

  // Close the sockets before Fastify closes the HTTP server (open websockets would hold it).
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
}

async function join(app: FastifyInstance, socket: Socket<never, never, never, SocketData>, input: unknown): Promise<{ code: string; teamId: number | null }> {
  const { courseId, teamId } = (input ?? {}) as { courseId?: unknown; teamId?: unknown };
  const id = Number(courseId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new BusinessError(Errors.validationFailed);
  const { actor } = socket.data;
  const { course, member } = await accessCourse(app.deps, actor, id);
  let team: number | null = member?.teamId ?? null;
  if (!member && managesCourse(actor, course) && teamId !== undefined && teamId !== null) {
    // A manager following one team: it must be one of this course's teams.
    const wanted = Number(teamId);
    if (!(await isTeamOf(app.deps.db, id, Number.isSafeInteger(wanted) ? wanted : 0))) throw new BusinessError(Errors.notFound);
    team = wanted;
  }
  await socket.join(courseRoom(id));
  const previous = socket.data.teams.get(id);
  if (previous && previous !== (team ? teamRoom(team) : null)) await socket.leave(previous);
  if (team) {
    await socket.join(teamRoom(team));
    await socket.leave(watchRoom(id));
    socket.data.teams.set(id, teamRoom(team));
  } else {
    await socket.join(watchRoom(id));
    socket.data.teams.delete(id);
  }
  return { code: SUCCESS_CODE, teamId: team };
}
