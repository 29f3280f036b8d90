import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferences } from '../lib/storage';
import { CloseIcon, ExclamationCircleFilledIcon } from './plain/icons';
import './plain/plain.css';

/** Features antd 6 and this app rely on; a browser lacking one is too old to render the portal well. */
export function isOutdatedBrowser(): boolean {
  const css = window.CSS;
  return !(
    css?.supports?.('selector(:where(a))') &&
    css.supports('color', 'var(--probe)') &&
    css.supports('display', 'grid') &&
    typeof window.structuredClone === 'function' &&
    typeof Array.prototype.at === 'function'
  );
}

const DOWNLOADS = [
  { name: 'Chrome', href: 'https://www.google.cn/chrome/' },
  { name: 'Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Firefox', href: 'https://www.firefox.com/' },
];

/** The download-browser banner of the login page (plain: it is in the public frame); dismissing it is remembered on this device. */
export function BrowserBanner() {
  const { t } = useTranslation();
  const [show, setShow] = useState(() => preferences.get('browserBannerDismissed') !== '1' && isOutdatedBrowser());
  if (!show) return null;
  return (
    <div className="alert alert--warning alert--banner" role="alert">
      <ExclamationCircleFilledIcon className="alert__icon" />
      <div className="alert__text">
        {t('browser.outdated')}{' '}
        {DOWNLOADS.map((d, i) => (
          <span key={d.name}>
            {i > 0 && ' · '}
            <a href={d.href} target="_blank" rel="noreferrer">
              {d.name}
            </a>
          </span>
        ))}
      </div>
      <button
        type="button"
        className="alert__close"
        aria-label={t('action.close')}
        onClick={() => {
          preferences.set('browserBannerDismissed', '1');
          setShow(false);
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
