import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import '../signin.css';

/** The narrow card of the register, reset, binding and confirmation pages. */
export function AuthCard({ title, lead, footer, children }: { title?: ReactNode; lead?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <Card className="auth-card">
      {title && (
        <Typography.Title level={1} className="auth-card__title">
          {title}
        </Typography.Title>
      )}
      {lead && <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>}
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </Card>
  );
}
