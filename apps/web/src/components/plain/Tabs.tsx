import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './plain.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * Tabs in antd's look without antd, with the WAI-ARIA tabs pattern: one tab in the Tab order (the
 * selected one), arrow keys, Home and End move between tabs and select them; only the selected
 * panel is drawn (antd's `destroyOnHidden`).
 */
export function Tabs<K extends string>({ items, active, onChange, children }: { items: readonly TabItem<K>[]; active: NoInfer<K>; onChange: (key: K) => void; children: ReactNode }) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = items[(index + items.length) % items.length];
    onChange(next.key);
    tabs.current[(index + items.length) % items.length]?.focus();
  };
  const current = items.findIndex((item) => item.key === active);
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: items.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    select(moves[e.key]);
  };
  return (
    <div className="plain-tabs">
      <div className="plain-tabs__nav" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => void (tabs.current[index] = el)}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={item.key === active ? 0 : -1}
            className={item.key === active ? 'plain-tabs__tab plain-tabs__tab--active' : 'plain-tabs__tab'}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="plain-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
