import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface ButtonLook {
  variant?: 'default' | 'primary' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}

/** The class names of a button's look, for a <button> or a link drawn as one. */
export function buttonClass({ variant = 'default', size = 'middle', block = false }: ButtonLook, extra?: string): string {
  return ['btn', `btn--${variant}`, size !== 'middle' && `btn--${size}`, block && 'btn--block', extra].filter(Boolean).join(' ');
}

/** A button in antd's look; `loading` keeps it in place, busy and not pressable twice. */
export function Button({ variant, size, block, loading = false, icon, className, children, type = 'button', disabled, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { loading?: boolean; icon?: ReactNode }) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} disabled={disabled} aria-busy={loading || undefined} {...rest} onClick={loading ? undefined : rest.onClick}>
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
