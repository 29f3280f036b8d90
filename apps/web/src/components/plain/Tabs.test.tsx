import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Example() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('a');
  const items = [
    { key: 'a', label: 'Ongoing' },
    { key: 'b', label: 'Coming' },
    { key: 'c', label: 'Completed' },
  ] as const;
  return (
    <Tabs items={items} active={active} onChange={setActive}>
      panel {active}
    </Tabs>
  );
}

describe('plain tabs (WAI-ARIA tabs pattern)', () => {
  it('keeps one tab in the Tab order, selects with arrows, Home and End, and labels the panel with its tab', async () => {
    render(<Example />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Coming' }).textContent).toBe('panel b');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[2]);
    await userEvent.keyboard('{Home}');
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    await userEvent.click(tabs[1]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });
});
