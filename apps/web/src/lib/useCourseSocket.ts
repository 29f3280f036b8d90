import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';

/** A push as the socket delivers it (`{ name, payload }`), or `connect` (every connect and reconnect). */
export type CourseSignal<P> = P | { name: 'connect' };

/**
 * A live course's socket (same origin, the session cookie authenticates): joins the course's room
 * (and the member's team room, the server's choice) on every (re)connect and hands each push of
 * `events`, as `{ name, payload }` typed by the game's contract, to `onSignal`. Reconnection is
 * socket.io's own (exponential back-off). The market's and CM's games (features/game/hooks.ts) and
 * the team-synergy exercise (features/ts/hooks.ts) each pass their events.
 */
export function useCourseSocket<P extends { name: string }>(
  courseId: number,
  events: readonly P['name'][],
  onSignal: (signal: CourseSignal<P>) => void,
  enabled = true,
): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  }, [onSignal]);
  // The events are a module constant of each game; joined into the effect's key so an inline array
  // does not reconnect on every render.
  const eventKey = events.join(' ');

  useEffect(() => {
    if (!courseId || !enabled) return;
    // WebSocket first: one connection, so a round-robin proxy in front of several instances needs
    // no sticky sessions (long-polling, the fallback where WebSockets are blocked, does).
    const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true });
    socket.on('connect', () => {
      setConnected(true);
      socket.emit('join', { courseId });
      handler.current({ name: 'connect' });
    });
    socket.on('disconnect', () => setConnected(false));
    for (const name of eventKey.split(' ')) socket.on(name, (payload: unknown) => handler.current({ name, payload } as unknown as P));
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      setConnected(false);
    };
  }, [courseId, enabled, eventKey]);
  return { connected };
}
