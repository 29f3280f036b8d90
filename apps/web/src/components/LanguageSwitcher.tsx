import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@sandtable/shared/i18n/locales';
import { setLocale } from '../i18n';
import { useLocale } from '../i18n/useLocale';
import { buttonClass } from './plain/Button';
import { GlobalIcon } from './plain/icons';
import './plain/plain.css';

/**
 * Renders a header dropdown next to its trigger rather than in <body>, so it stays attached to a
 * sticky header when the page scrolls underneath (the shell's user menu).
 */
export const popupBesideTrigger = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

/**
 * Switches the language in place (no reload) and remembers it. A menu button without antd (it is
 * on the login page: docs/decisions/performance.md §12): `menu` of `menuitem`s (the current one `aria-current`), opened by
 * click, Enter, Space or the arrow keys; arrows, Home and End move, Escape and Tab close.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  /** Which item takes the focus when the menu opens. */
  const [initial, setInitial] = useState(0);

  const openAt = (index: number) => {
    setInitial((index + LOCALES.length) % LOCALES.length);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (next: Locale) => {
    close(true);
    void setLocale(next);
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
      openAt(event.key === 'ArrowDown' ? 0 : LOCALES.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => items.current[(index + LOCALES.length) % LOCALES.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LOCALES.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="menu-button" ref={root}>
      <button
        ref={button}
        type="button"
        className={buttonClass({ variant: 'text' })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The visible language name is the accessible name; the icon-only form needs a label.
        aria-label={compact ? t('language.switch') : undefined}
        title={t('language.switch')}
        data-testid="language-switcher"
        onClick={() => (open ? close(false) : openAt(Math.max(0, LOCALES.indexOf(locale))))}
        onKeyDown={onButtonKey}
      >
        <GlobalIcon />
        {compact ? null : t(`language.${locale}`)}
      </button>
      {open && (
        <div className="menu" role="menu" id={menuId} aria-label={t('language.switch')} onKeyDown={onMenuKey}>
          {LOCALES.map((l, i) => (
            <button
              key={l}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitem"
              aria-current={l === locale || undefined}
              tabIndex={-1}
              className="menu__item"
              lang={l}
              onClick={() => choose(l)}
            >
              {t(`language.${l}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
