import type { HTMLAttributes, ReactNode } from 'react';
import { CloseCircleFilledIcon, CloseIcon, ExclamationCircleFilledIcon, InfoCircleFilledIcon } from './icons';

const ICONS = { error: CloseCircleFilledIcon, info: InfoCircleFilledIcon, warning: ExclamationCircleFilledIcon } as const;

/** An alert in antd's look (icon, text, an optional close button named `closeLabel`). */
export function Alert({ type, children, onClose, closeLabel, className, ...rest }: { type: keyof typeof ICONS; children: ReactNode; onClose?: () => void; closeLabel?: string } & HTMLAttributes<HTMLDivElement>) {
  const Icon = ICONS[type];
  return (
    <div className={`alert alert--${type}${className ? ` ${className}` : ''}`} {...rest}>
      <Icon className="alert__icon" />
      <div className="alert__text">{children}</div>
      {onClose && (
        <button type="button" className="alert__close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
