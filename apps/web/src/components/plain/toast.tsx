import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleFilledIcon, CloseCircleFilledIcon, CloseIcon, ExclamationCircleFilledIcon, InfoCircleFilledIcon } from './icons';

/**
 * The app's toasts (docs/decisions/web-accessibility.md, "Toasts"): one polite live region
 * (`role="status"`), always in the page so screen readers hear what is added to it without being
 * interrupted, at the top centre like antd's message was. The transport's toasts and, through the
 * antd frame, every `App.useApp().message` call end up here.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: ReactNode;
  durationMs: number;
  /** A second toast with the same key replaces the first (one "session expired", not five). */
  key?: string;
}

const DEFAULT_DURATION_MS = 3000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** Who waits for a toast to go (antd's message API answers a promise when its toast closes). */
const closed = new Map<number, () => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows `text`; returns the function that takes it away early. */
export function showToast(kind: ToastKind, text: ReactNode, { durationMs = DEFAULT_DURATION_MS, key }: { durationMs?: number; key?: string } = {}): { id: number; close: () => void } {
  const id = nextId++;
  const kept = key === undefined ? toasts : toasts.filter((toast) => toast.key !== key);
  for (const gone of toasts) if (!kept.includes(gone)) closed.get(gone.id)?.();
  publish([...kept, { id, kind, text, durationMs, key }]);
  return { id, close: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  if (!toasts.some((toast) => toast.id === id)) return;
  publish(toasts.filter((toast) => toast.id !== id));
  closed.get(id)?.();
  closed.delete(id);
}

/** Calls `done` once toast `id` has gone. */
export function onToastClosed(id: number, done: () => void) {
  if (!toasts.some((toast) => toast.id === id)) done();
  else closed.set(id, done);
}

export function dismissAllToasts() {
  for (const toast of toasts) dismissToast(toast.id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ICONS = { success: CheckCircleFilledIcon, error: CloseCircleFilledIcon, warning: ExclamationCircleFilledIcon, info: InfoCircleFilledIcon } satisfies Record<ToastKind, unknown>;

/** The region itself: rendered once, at the root, before any toast is shown. */
export function ToastRegion() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="toast-region" role="status" aria-live="polite" data-testid="toasts">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const Icon = ICONS[toast.kind];
  useEffect(() => {
    if (toast.durationMs <= 0) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return (
    <div className={`toast toast--${toast.kind}`}>
      <Icon className="toast__icon" />
      <span className="toast__text">{toast.text}</span>
      <button type="button" className="toast__close" aria-label={t('action.close')} onClick={() => dismissToast(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}
