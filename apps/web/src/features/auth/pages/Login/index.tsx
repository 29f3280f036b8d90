import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { OAUTH_PATHS } from '@sandtable/shared/contracts/oauthPaths';
import { useStoreLogin } from '../../../../api/hooks';
import { Alert } from '../../../../components/plain/Alert';
import { Button, buttonClass } from '../../../../components/plain/Button';
import { ArrowLeftIcon, CheckCircleFilledIcon, LockIcon, MessageIcon, QrcodeIcon, WechatIcon } from '../../../../components/plain/icons';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/useMediaQuery';
import { CodeLoginForm } from '../../components/CodeLoginForm';
import { LoginForm } from '../../components/LoginForm';
import { CORPORATE_REGISTER_PATH, PERSONAL_REGISTER_PATH } from '../../registerPaths';
import { QrLogin } from '../../qr/QrLogin';
import { useAfterLogin } from '../../useAfterLogin';
import '../../../../components/plain/plain.css';
import '../../signin.css';

const HIGHLIGHTS = ['simulations', 'assessments', 'courses'] as const;

/** Who is logging in: both use the same ways in; the corporate tab speaks to companies. */
type Audience = 'account' | 'corporate';
type Method = 'password' | 'code' | 'qr';

const METHOD_ICONS = { password: <LockIcon />, code: <MessageIcon />, qr: <QrcodeIcon /> } satisfies Record<Method, unknown>;

/**
 * `/` and `/login`: the account and corporate tabs, each with the ways in (password, SMS code, QR
 * code, the chat app), and the chief admin's own entrance behind a link. Drawn without antd, in
 * its look (docs/decisions/performance.md §12): the page every visit starts on stays light.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [admin, setAdmin] = useState(false);

  return (
    <div className="login">
      <section className="login__intro">
        <h1 className="login__headline">{t('intro.title')}</h1>
        <p className="login__lead">{t('intro.lead')}</p>
        <ul className="login__highlights">
          {HIGHLIGHTS.map((key) => (
            <li key={key}>
              <CheckCircleFilledIcon />
              <span>{t(`intro.highlights.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="card login__card">
        {admin ? <AdminLogin /> : <UserLogin />}
        <p className="login__terms">
          <Trans t={t} i18nKey="terms" components={{ agreement: <Link to="/agreement" />, privacy: <Link to="/privacy" /> }} />
        </p>
        {admin ? (
          <Button variant="link" size="small" icon={<ArrowLeftIcon />} className="login__admin" onClick={() => setAdmin(false)}>
            {t('signin:links.backToUsers')}
          </Button>
        ) : (
          <Button variant="link" size="small" className="login__admin" onClick={() => setAdmin(true)} data-testid="admin-entrance">
            {t('signin:links.admin')}
          </Button>
        )}
      </div>
    </div>
  );
}

function UserLogin() {
  const { t } = useTranslation('auth');
  const [audience, setAudience] = useState<Audience>('account');
  const [method, setMethod] = useState<Method>('password');
  // Nobody scans a code shown on the phone they would scan it with.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const methods: Method[] = isPhone ? ['password', 'code'] : ['password', 'code', 'qr'];
  const shown = methods.includes(method) ? method : 'password';
  const [params] = useSearchParams();
  const [oauthClosed, setOauthClosed] = useState(false);
  const oauthFailed = params.get('oauthError') === '1' && !oauthClosed;

  return (
    <>
      <h2 className="login__title">{t('title')}</h2>
      <Tabs
        value={audience}
        onChange={setAudience}
        label={t('title')}
        tabs={[
          { value: 'account', label: t('tabs.account') },
          { value: 'corporate', label: t('signin:tabs.corporate') },
        ]}
      >
        {audience === 'corporate' && (
          <p className="login__subtitle" data-testid="corporate-hint">
            {t('signin:corporateHint')}
          </p>
        )}
        {oauthFailed && (
          <Alert type="error" className="login-form__hint" role="alert" onClose={() => setOauthClosed(true)} closeLabel={t('common:action.close')} data-testid="oauth-error">
            {t('signin:chatApp.failed')}
          </Alert>
        )}
        <Segmented value={shown} onChange={setMethod} label={t('signin:methods.label')} options={methods.map((m) => ({ value: m, icon: METHOD_ICONS[m], label: t(`signin:methods.${m}`) }))} />
        {/* The audiences share the ways in: switching tabs keeps what was typed (and the QR code). */}
        <WayIn method={shown} />
        <div className="divider login__other">{t('signin:or')}</div>
        {/* A full-page navigation: the chat app's authorization page, then back to #/home or #/oauth-bind. */}
        <a href={OAUTH_PATHS.login} className={buttonClass({ size: 'large', block: true }, 'chat-app-button')} data-testid="chat-app-login">
          <WechatIcon />
          {t('signin:chatApp.login')}
        </a>
        <div className="login__links">
          <Link to="/forgetPassword">{t('signin:links.forgot')}</Link>
          {audience === 'corporate' ? (
            <Link to={CORPORATE_REGISTER_PATH}>{t('signin:links.registerCompany')}</Link>
          ) : (
            <Link to={PERSONAL_REGISTER_PATH}>{t('signin:links.register')}</Link>
          )}
        </div>
      </Tabs>
    </>
  );
}

/** Tabs over one panel (the audiences share it): arrow keys, Home and End move and choose (WAI-ARIA tabs). */
function Tabs<V extends string>({ value, onChange, tabs, label, children }: { value: V; onChange: (value: V) => void; tabs: { value: V; label: string }[]; label: string; children: ReactNode }) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + tabs.length) % tabs.length;
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.value}`}
            aria-selected={tab.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </>
  );
}

/** One of a few options, as antd's Segmented looks: native radio buttons (arrow keys move). */
function Segmented<V extends string>({ value, onChange, options, label }: { value: V; onChange: (value: V) => void; options: { value: V; icon: ReactNode; label: string }[]; label: string }) {
  const name = useId();
  return (
    <div className="segmented auth-switch" role="radiogroup" aria-label={label} data-testid="login-methods">
      {options.map((option) => (
        <label key={option.value} className="segmented__item">
          <input type="radio" className="visually-hidden" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span className="segmented__label">
            {option.icon}
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}

function WayIn({ method }: { method: Method }) {
  const storeLogin = useStoreLogin();
  const afterLogin = useAfterLogin();
  if (method === 'code') return <CodeLoginForm />;
  if (method === 'qr') {
    return (
      <QrLogin
        onLogin={(login) => {
          storeLogin(login);
          afterLogin();
        }}
      />
    );
  }
  return <LoginForm kind="account" />;
}

function AdminLogin() {
  const { t } = useTranslation('auth');
  return (
    <>
      <h2 className="login__title login__title--admin">{t('tabs.admin')}</h2>
      <LoginForm kind="admin" />
    </>
  );
}
