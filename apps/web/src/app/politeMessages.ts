import type { MessageInstance, MessageType, ArgsProps, JointContent, NoticeType } from 'antd/es/message/interface';
import { dismissAllToasts, dismissToast, onToastClosed, showToast, type ToastKind } from '../components/plain/toast';

/**
 * antd's message API (what `App.useApp().message` returns) over the app's polite toast region,
 * so the pages keep their calls and screen readers are not interrupted by them (antd's messages
 * are `role="alert"`: docs/decisions/web-accessibility.md, "Toasts").
 */
const KINDS: Record<NoticeType, ToastKind> = { success: 'success', error: 'error', warning: 'warning', info: 'info', loading: 'info' };
/** antd's default message duration, in seconds. */
const DEFAULT_SECONDS = 3;
const keys = new Map<string, number>();

function open({ type = 'info', content, duration = DEFAULT_SECONDS, key, onClose }: ArgsProps): MessageType {
  const keyText = key === undefined ? undefined : String(key);
  const { id, close } = showToast(KINDS[type], content, { durationMs: duration * 1000, key: keyText });
  if (keyText !== undefined) keys.set(keyText, id);
  const done = new Promise<boolean>((resolve) =>
    onToastClosed(id, () => {
      onClose?.();
      resolve(true);
    }),
  );
  return Object.assign(close, { then: done.then.bind(done) }) as MessageType;
}

const isArgs = (content: JointContent): content is ArgsProps => typeof content === 'object' && content !== null && 'content' in content;

function typed(type: NoticeType) {
  return (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction): MessageType => {
    if (isArgs(content)) return open({ ...content, type });
    const seconds = typeof duration === 'number' ? duration : undefined;
    return open({ type, content, duration: seconds, onClose: typeof duration === 'function' ? duration : onClose });
  };
}

export const politeMessages: MessageInstance = {
  open,
  info: typed('info'),
  success: typed('success'),
  error: typed('error'),
  warning: typed('warning'),
  loading: typed('loading'),
  destroy: (key) => {
    if (key === undefined) return dismissAllToasts();
    const id = keys.get(String(key));
    if (id !== undefined) dismissToast(id);
  },
};
