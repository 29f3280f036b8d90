import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('the language menu button (plain: it is on the login page)', () => {
  beforeEach(async () => {
    await act(() => setLocale('zh-CN'));
  });

  it('opens a menu of menuitems from the keyboard, moves with the arrows, closes with Escape and switches on Enter', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    const button = screen.getByRole('button', { name: '简体中文' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '简体中文' }));
    expect(screen.getByRole('menuitem', { name: '简体中文' }).getAttribute('aria-current')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'English' });
    expect(i18n.language).toBe('en-US');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
