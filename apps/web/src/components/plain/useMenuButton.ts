import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button without antd (WAI-ARIA menu button): the trigger opens a `menu` of `menuitem`s on
 * click, Enter, Space or the arrow keys (ArrowUp: at the last item); in the menu the arrows, Home
 * and End move, Escape closes it and hands the focus back, Tab closes it and moves on; a pointer
 * down outside closes it. The language menu and the shell's user menu (docs/decisions/performance.md
 * §12, §15).
 */
export function useMenuButton(count: number) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  /** Which item takes the focus when the menu opens. */
  const [initial, setInitial] = useState(0);

  const openAt = (index: number) => {
    setInitial((index + count) % count);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items.current[initial]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, initial]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : count - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const at = items.current.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => items.current[(index + count) % count]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(count - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return {
    open,
    menuId,
    /** The element around the trigger and the menu (a pointer down outside it closes the menu). */
    root,
    button,
    /** The ref callback of the `index`th item. */
    item: (index: number) => (el: HTMLElement | null) => {
      items.current[index] = el;
    },
    openAt,
    close,
    /** The trigger's click: opens at `index` (the current item, say), or closes. */
    toggle: (index = 0) => (open ? close(false) : openAt(index)),
    onButtonKey,
    onMenuKey,
  };
}
