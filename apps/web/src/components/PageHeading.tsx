import type { ReactNode } from 'react';
import { Typography } from 'antd';
import './page.css';

/** A page's title, a line on what it is for, and its main actions (which wrap on phones). */
export function PageHeading({ title, lead, extra }: { title: ReactNode; lead?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="page-heading">
      <div className="page-heading__text">
        <Typography.Title level={3} className="page-heading__title">
          {title}
        </Typography.Title>
        {lead && (
          <Typography.Paragraph type="secondary" className="page-heading__lead">
            {lead}
          </Typography.Paragraph>
        )}
      </div>
      {extra && <div className="page-heading__extra">{extra}</div>}
    </div>
  );
}
