import { afterEach, describe, expect, it } from 'vitest';
import { returnFocusFromMenus } from './menuFocus';

describe('returnFocusFromMenus', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML = `
      <button id="other">other</button>
      <button id="opener" class="ant-dropdown-trigger ant-dropdown-open">more</button>
      <div class="ant-dropdown"><ul role="menu"><li id="item" role="menuitem" tabindex="-1">Restart</li></ul></div>`;
    const item = document.getElementById('item')!;
    item.focus();
    return item;
  };

  it('puts the focus back on the open menu’s button when Escape is pressed in the menu', () => {
    stop = returnFocusFromMenus();
    const item = page();
    item.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement?.id).toBe('opener');
  });

  it('leaves other keys, and Escape outside a menu, alone', () => {
    stop = returnFocusFromMenus();
    const item = page();
    item.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(item);
    const other = document.getElementById('other')!;
    other.focus();
    other.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(other);
  });
});
