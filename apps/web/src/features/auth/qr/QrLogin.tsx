import { useEffect, useState } from 'react';
import { Button } from '../../../components/plain/Button';
import { CheckCircleFilledIcon, ExclamationCircleFilledIcon, ReloadIcon } from '../../../components/plain/icons';
import { Spinner } from '../../../components/plain/Spinner';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@sandtable/shared/contracts/auth';
import { formatMinutes, type QrState } from './qrLogin';
import { useQrLogin } from './useQrLogin';
import '../signin.css';

const QR_SIZE = 200;

/** The QR-code way in: the code, what happened to it, and a refresh once it is spent (plain: the login page). */
export function QrLogin({ onLogin }: { onLogin: (login: LoginResponse) => void }) {
  const { t } = useTranslation('signin');
  const { state, secondsLeft, refresh } = useQrLogin(onLogin);
  const url = 'code' in state ? state.code?.url : undefined;

  return (
    <div className="qr-login" data-testid="qr-login" data-phase={state.phase}>
      <div className="qr-login__frame">
        {url ? <QrImage url={url} /> : <Spinner />}
        <Overlay state={state} onRefresh={refresh} />
      </div>
      <p className="qr-login__hint">{state.phase === 'scanned' ? t('qr.confirmOnPhone') : t('qr.hint')}</p>
      {(state.phase === 'pending' || state.phase === 'scanned') && secondsLeft !== null && (
        <span className="qr-login__countdown tabular" data-testid="qr-countdown">
          {t('qr.expiresIn', { time: formatMinutes(secondsLeft) })}
        </span>
      )}
    </div>
  );
}

/** Covers the code once it is scanned (waiting for the phone) or spent (with a refresh). */
function Overlay({ state, onRefresh }: { state: QrState; onRefresh: () => void }) {
  const { t } = useTranslation('signin');
  if (state.phase === 'scanned' || state.phase === 'confirmed') {
    return (
      <div className="qr-login__overlay" role="status">
        <CheckCircleFilledIcon className="qr-login__icon qr-login__icon--ok" />
        <strong>{state.phase === 'scanned' ? t('qr.scanned') : t('qr.loggingIn')}</strong>
      </div>
    );
  }
  if (state.phase === 'expired' || state.phase === 'cancelled' || state.phase === 'failed') {
    return (
      <div className="qr-login__overlay" role="status">
        <ExclamationCircleFilledIcon className="qr-login__icon" />
        <strong>{t(`qr.${state.phase}`)}</strong>
        <Button variant="primary" size="small" icon={<ReloadIcon />} onClick={onRefresh} data-testid="qr-refresh">
          {t('qr.refresh')}
        </Button>
      </div>
    );
  }
  return null;
}

/** `url` drawn as a QR code; the url itself rides along for tests and for copying. */
function QrImage({ url }: { url: string }) {
  const { t } = useTranslation('signin');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // The encoder loads when a code is drawn, not with the login page.
    void import('qrcode').then(({ default: QRCode }) => QRCode.toDataURL(url, { width: QR_SIZE * 2, margin: 1, errorCorrectionLevel: 'M' })).then((data) => {
      if (current) setSrc(data);
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!src) return <Spinner />;
  return <img src={src} width={QR_SIZE} height={QR_SIZE} alt={t('qr.alt')} data-testid="qr-code" data-url={url} />;
}
