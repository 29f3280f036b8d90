import type { HTMLAttributes, ReactNode } from 'react';
import './plain.css';

/** antd's Card look without antd: an optional head (title, and `extra` at its end) over the body. */
export function Card({ title, extra, size, className, children, ...rest }: { title?: ReactNode; extra?: ReactNode; size?: 'small' } & Omit<HTMLAttributes<HTMLDivElement>, 'title'>) {
  const classes = ['plain-card', title ? 'plain-card--headed' : '', size === 'small' ? 'plain-card--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} {...rest}>
      {title && (
        <div className="plain-card__head">
          <div className="plain-card__title">{title}</div>
          {extra && <div className="plain-card__extra">{extra}</div>}
        </div>
      )}
      {title ? <div className="plain-card__body">{children}</div> : children}
    </div>
  );
}
