import './plain.css';

/**
 * Rows of a loading placeholder without antd (antd's Skeleton's look). `aria-busy` and the
 * `plain-skeleton` class are what the e2e specs wait on, as they wait on `.ant-skeleton`.
 */
export function Skeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div className={className ? `plain-skeleton ${className}` : 'plain-skeleton'} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="plain-skeleton__row" />
      ))}
    </div>
  );
}
