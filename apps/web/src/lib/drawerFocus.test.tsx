import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Drawer } from 'antd';
import { focusDrawerPanels } from './drawerFocus';

describe('focusDrawerPanels', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('moves the focus from the drawer container into its dialog, which names it', async () => {
    stop = focusDrawerPanels();
    render(
      <Drawer open title="Sections">
        <button>First</button>
      </Drawer>,
    );
    const dialog = await screen.findByRole('dialog');
    // What antd does on open: focus its outer container.
    const container = dialog.closest<HTMLElement>('.ant-drawer')!;
    act(() => container.focus());
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(dialog.getAttribute('tabindex')).toBe('-1');
  });
});
