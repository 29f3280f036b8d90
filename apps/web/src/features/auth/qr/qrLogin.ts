import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import type { api } from '@sandtable/shared/contracts/index';

export type QrCreated = ResponseOf<typeof api.signin.qrCreate>;
export type QrStatus = ResponseOf<typeof api.signin.qrStatus>['status'];

/**
 * The desktop's QR login, as states:
 * loading → pending → scanned → confirmed (logged in); from pending or scanned also expired
 * (the server says so, or the code was used by another poll), cancelled (on the phone) or failed
 * (no answer). The last three offer a refresh, which starts over at loading.
 */
export type QrState =
  | { phase: 'loading' }
  | { phase: 'pending' | 'scanned' | 'confirmed' | 'expired' | 'cancelled'; code: QrCreated }
  | { phase: 'failed'; code?: QrCreated };

export type QrEvent =
  | { type: 'refresh' }
  | { type: 'created'; code: QrCreated }
  | { type: 'createFailed' }
  /** A poll of the code with `token` answered. */
  | { type: 'polled'; token: string; status: QrStatus }
  /** A poll failed: `expired` for the server's qrExpired (unknown or expired code). */
  | { type: 'pollFailed'; token: string; expired: boolean };

export const initialQrState: QrState = { phase: 'loading' };

/** Whether the desktop should keep asking the server about the code. */
export const isWaiting = (state: QrState) => state.phase === 'pending' || state.phase === 'scanned';

const PHASE_OF: Record<QrStatus, QrState['phase']> = {
  pending: 'pending',
  scanned: 'scanned',
  confirmed: 'confirmed',
  // Another poll took the login (this one got no session): start over.
  consumed: 'expired',
  cancelled: 'cancelled',
  expired: 'expired',
};

export function qrReducer(state: QrState, event: QrEvent): QrState {
  switch (event.type) {
    case 'refresh':
      return initialQrState;
    case 'created':
      return state.phase === 'loading' ? { phase: 'pending', code: event.code } : state;
    case 'createFailed':
      return state.phase === 'loading' ? { phase: 'failed' } : state;
    case 'polled':
    case 'pollFailed': {
      // Answers about a code that is no longer shown, or after the outcome, change nothing.
      if (!isWaiting(state) || !('code' in state) || state.code?.token !== event.token) return state;
      if (event.type === 'pollFailed') return event.expired ? { phase: 'expired', code: state.code } : { phase: 'failed', code: state.code };
      return { phase: PHASE_OF[event.status], code: state.code };
    }
  }
}

/** Longest a code may plausibly live; beyond it (or below 0) the two clocks disagree. */
const MAX_PLAUSIBLE_SECONDS = 10 * 60;

/**
 * Seconds until the code expires, by the server's `expiresAt` read on this device's clock; null
 * when the clocks are too far apart for a countdown to mean anything (the server still decides).
 */
export function lifetimeSeconds(expiresAt: string, now: number): number | null {
  const seconds = Math.round((Date.parse(expiresAt) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_PLAUSIBLE_SECONDS ? seconds : null;
}

/** 95 -> "1:35". */
export function formatMinutes(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
