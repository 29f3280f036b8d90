import type { Endpoint, RequestOf, ResponseOf } from '@sandtable/shared/contracts/endpoint';
import type { Envelope, Head } from '@sandtable/shared/contracts/envelope';
import type { FILE_PATHS, importResultSchema, Person } from '@sandtable/shared/contracts/people';
import type { COMMODITY_FILE_PATHS } from '@sandtable/shared/contracts/commodity';
import type { z } from 'zod';
import { NO_AUTHORITY_CODE, SERVICE_ABNORMAL_CODE, SUCCESS_CODE } from '@sandtable/shared/errors/catalogue';
import { headerFromLocale } from '@sandtable/shared/i18n/locales';
import { CHECKIN_COINS_HEADER, CHECKIN_MESSAGE_HEADER, CSRF_HEADER, LANGUAGE_HEADER, TOAST_LONG_MS, TOAST_SHORT_MS } from '@sandtable/shared/rules/constants';
import { currentLocale, i18n } from '../i18n';
import { clearSession, getCsrfToken, isLoggedIn, saveLogin, setGrantedAuthorities } from './session';
import { trackRequest } from './pending';
import { refs, type EndpointRef } from './refs';

/** The code an ApiError carries when no envelope arrived (offline, proxy error page...). */
export const NETWORK_ERROR_CODE = 'network';

/** A failed call: the envelope's head (or a synthetic one for transport failures). */
export class ApiError extends Error {
  constructor(readonly head: Head) {
    super(head.message);
    this.name = 'ApiError';
  }

  get code(): string {
    return this.head.code;
  }
}

/** What the transport needs from the UI; bound once by the app (and by tests). */
export interface TransportUi {
  toast(kind: 'error' | 'warning' | 'success', text: string, durationMs: number): void;
  /** Storage is already cleared: tell the user and go to login. */
  sessionExpired(): void;
  /** The login and register pages handle 100006 themselves. */
  isOnAuthPage(): boolean;
}

/** A session found expired before the app bound its UI (by a route loader's call): told once it does. */
let expiredBeforeUi = false;

let ui: TransportUi = {
  toast: (_kind, text) => console.warn(text),
  sessionExpired: () => {
    expiredBeforeUi = true;
  },
  isOnAuthPage: () => false,
};

export function bindTransportUi(next: TransportUi) {
  ui = next;
  if (expiredBeforeUi) {
    expiredBeforeUi = false;
    next.sessionExpired();
  }
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Calls one endpoint of the contract map and returns the envelope's body on 000000. Every other
 * outcome throws an ApiError after the handling of spec §8: 100006 leads to login (directly for
 * the identity calls, else after one failed refresh of the user's authorities), 999999 and
 * network failures toast. Other codes are left to the caller, whose UI knows the context.
 */
export async function call<E extends Endpoint>(endpoint: E, data: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
/** The same through an endpoint's ref (api/refs.ts): no schema needed, so no zod loaded. */
export async function call<E extends Endpoint>(endpoint: EndpointRef<E>, data: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
export async function call(endpoint: Pick<Endpoint, 'method' | 'path'>, data: unknown, options: CallOptions = {}): Promise<unknown> {
  const query = new URLSearchParams();
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    for (const [key, value] of Object.entries(data ?? {})) if (value != null) query.set(key, String(value));
  } else {
    body = JSON.stringify(data ?? {});
  }
  const envelope = await send(endpoint.path, endpoint.method, query, body, options.signal);
  return settle(endpoint.path, envelope);
}

/** What each multipart upload of the contract's FILE_PATHS answers in the envelope's body. */
export interface UploadBodies {
  [FILE_PATHS.avatar]: Person;
  [FILE_PATHS.picture]: { url: string };
  [COMMODITY_FILE_PATHS.picture]: { url: string };
  [FILE_PATHS.batchAdd]: z.infer<typeof importResultSchema>;
}

/**
 * Posts one file (as the `file` part) with text fields to an upload path of the contract. The
 * same rules as `call`: language, credentials, CSRF, the envelope and the handling of spec §8.
 */
export async function upload<P extends keyof UploadBodies>(path: P, file: Blob, fields: Record<string, string> = {}, options: CallOptions = {}): Promise<UploadBodies[P]> {
  const form = new FormData();
  // Text fields first: the server reads the parts in order.
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', file);
  const envelope = await send(path, 'POST', new URLSearchParams(), form, options.signal);
  return (await settle(path, envelope)) as UploadBodies[P];
}

/** The envelope's body on success; otherwise the handling of spec §8, then an ApiError. */
async function settle(path: string, envelope: Envelope<unknown>): Promise<unknown> {
  const { head } = envelope;
  if (head.code === SUCCESS_CODE) return envelope.body;

  if (head.code === NO_AUTHORITY_CODE && !ui.isOnAuthPage()) {
    await handleNoAuthority(path);
  } else if (head.code === SERVICE_ABNORMAL_CODE && path !== USER_GET) {
    ui.toast('error', i18n.t('errors:serviceAbnormal'), TOAST_SHORT_MS);
  }
  throw new ApiError(head);
}

async function send(path: string, method: Endpoint['method'], query: URLSearchParams, body: string | FormData | undefined, signal: AbortSignal | undefined): Promise<Envelope<unknown>> {
  // The timestamp defeats caches along the way; the server ignores it (spec §7).
  query.set('_t', String(Date.now()));
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: headerFromLocale(currentLocale()) };
  if (method !== 'GET') {
    // FormData sets its own multipart content type (with the boundary).
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const csrf = getCsrfToken();
    if (csrf) headers[CSRF_HEADER] = csrf;
  }

  const done = trackRequest();
  try {
    const response = await fetch(`${path}?${query}`, { method, headers, body, credentials: 'include', signal });
    const parsed: unknown = await response.json().catch(() => null);
    if (!isEnvelope(parsed)) throw transportFailure(i18n.t('common:transport.httpError', { status: response.status }));
    announceCheckIn(response.headers);
    return parsed;
  } catch (error) {
    if (signal?.aborted || error instanceof ApiError) throw error;
    throw transportFailure(i18n.t('common:transport.networkError', { message: error instanceof Error ? error.message : String(error) }));
  } finally {
    done();
  }
}

/** Spec §8: a response may carry the day's check-in reward; toast its message, or the fixed congratulation. */
function announceCheckIn(headers: Headers) {
  const coins = Number(headers.get(CHECKIN_COINS_HEADER));
  if (!(coins > 0)) return;
  const message = headers.get(CHECKIN_MESSAGE_HEADER);
  let text = i18n.t('common:checkinToast', { coins });
  try {
    if (message) text = decodeURIComponent(message);
  } catch {
    // A malformed message: the fixed text.
  }
  ui.toast('success', text, TOAST_LONG_MS);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  const head = (value as Envelope<unknown> | null)?.head;
  return typeof head?.code === 'string' && typeof head.message === 'string';
}

function transportFailure(message: string): ApiError {
  ui.toast('error', message, TOAST_LONG_MS);
  return new ApiError({ code: NETWORK_ERROR_CODE, message });
}

/** The user-get call reports its own 999999 (spec §8). */
const USER_GET = refs.userGet.path;

/** These calls ask "who am I": their 100006 means the session is gone, no refresh needed. */
const IDENTITY_PATHS: readonly string[] = [refs.userGet.path, refs.loginUserInfo.path, refs.session.path];

async function handleNoAuthority(path: string) {
  if (IDENTITY_PATHS.includes(path)) {
    expireSession();
    return;
  }
  try {
    const info = await refreshSessionInfo();
    // Still logged in: the authorities changed under us; keep the page and say why it failed.
    setGrantedAuthorities(info.grantedAuthorities);
    ui.toast('warning', i18n.t('common:transport.noAuthority'), TOAST_SHORT_MS);
  } catch {
    // The refresh reported its own failure: an expired session (handled there) or a toast.
  }
}

// Concurrent failures share one refresh.
let refreshing: ReturnType<typeof fetchSessionInfo> | null = null;
const fetchSessionInfo = () => call(refs.loginUserInfo, {});

function refreshSessionInfo() {
  refreshing ??= fetchSessionInfo().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let adoptionTried = false;

/**
 * A login made by redirects (the chat app) leaves a session cookie but nothing stored here. Once
 * per page load, before a logged-out visitor is sent to login, ask the server whether the cookie
 * is a session and keep it if so. Resolves to whether the visitor is logged in.
 */
export async function adoptCookieSession(): Promise<boolean> {
  if (isLoggedIn()) return true;
  if (adoptionTried) return false;
  adoptionTried = true;
  try {
    saveLogin(await call(refs.session, {}));
    return true;
  } catch {
    return false;
  }
}

function expireSession() {
  // Several calls can fail together; only the first one prompts.
  if (!isLoggedIn()) return;
  clearSession();
  ui.sessionExpired();
}
