import type { ComponentType, ReactNode } from 'react';
import { Card } from '../../../components/plain/Card';

/** A home page card: its icon and title in the head, a link (`extra`) at the head's end. */
export function HomeCard({ icon: Icon, title, extra, testId, children }: { icon: ComponentType<{ className?: string }>; title: ReactNode; extra?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card
      title={
        <span className="home-section__title">
          <Icon className="home-section__icon" />
          {title}
        </span>
      }
      extra={extra}
      className="home-section"
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
