import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Divider, Segmented, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, CheckCircleFilled, LockOutlined, MessageOutlined, QrcodeOutlined, WechatOutlined } from '@ant-design/icons';
import { Trans, useTranslation } from 'react-i18next';
import { OAUTH_PATHS } from '@sandtable/shared/contracts/signin';
import { useStoreLogin } from '../../../../api/hooks';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/useMediaQuery';
import { CodeLoginForm } from '../../components/CodeLoginForm';
import { LoginForm } from '../../components/LoginForm';
import { CORPORATE_REGISTER_PATH, PERSONAL_REGISTER_PATH } from '../../components/RegisterForm';
import { QrLogin } from '../../qr/QrLogin';
import { useAfterLogin } from '../../useAfterLogin';
import '../../signin.css';

const HIGHLIGHTS = ['simulations', 'assessments', 'courses'] as const;

/** Who is logging in: both use the same ways in; the corporate tab speaks to companies. */
type Audience = 'account' | 'corporate';
type Method = 'password' | 'code' | 'qr';

const METHOD_ICONS = { password: <LockOutlined />, code: <MessageOutlined />, qr: <QrcodeOutlined /> } satisfies Record<Method, unknown>;

/**
 * `/` and `/login`: the account and corporate tabs, each with the ways in (password, SMS code, QR
 * code, the chat app), and the chief admin's own entrance behind a link.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [admin, setAdmin] = useState(false);

  return (
    <div className="login">
      <section className="login__intro">
        <Typography.Title level={1} className="login__headline">
          {t('intro.title')}
        </Typography.Title>
        <Typography.Paragraph className="login__lead">{t('intro.lead')}</Typography.Paragraph>
        <ul className="login__highlights">
          {HIGHLIGHTS.map((key) => (
            <li key={key}>
              <CheckCircleFilled />
              <span>{t(`intro.highlights.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Card className="login__card">
        {admin ? <AdminLogin /> : <UserLogin />}
        <Typography.Paragraph type="secondary" className="login__terms">
          <Trans t={t} i18nKey="terms" components={{ agreement: <Link to="/agreement" />, privacy: <Link to="/privacy" /> }} />
        </Typography.Paragraph>
        {admin ? (
          <Button type="link" size="small" icon={<ArrowLeftOutlined />} className="login__admin" onClick={() => setAdmin(false)}>
            {t('signin:links.backToUsers')}
          </Button>
        ) : (
          <Button type="link" size="small" className="login__admin" onClick={() => setAdmin(true)} data-testid="admin-entrance">
            {t('signin:links.admin')}
          </Button>
        )}
      </Card>
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
  const oauthFailed = useSearchParams()[0].get('oauthError') === '1';

  return (
    <>
      <Typography.Title level={2} className="login__title">
        {t('title')}
      </Typography.Title>
      <Tabs
        activeKey={audience}
        onChange={(key) => setAudience(key as Audience)}
        items={[
          { key: 'account', label: t('tabs.account') },
          { key: 'corporate', label: t('signin:tabs.corporate') },
        ]}
      />
      {audience === 'corporate' && (
        <Typography.Paragraph type="secondary" className="login__subtitle" data-testid="corporate-hint">
          {t('signin:corporateHint')}
        </Typography.Paragraph>
      )}
      {oauthFailed && <Alert className="login-form__hint" type="error" showIcon closable title={t('signin:chatApp.failed')} data-testid="oauth-error" />}
      <Segmented<Method>
        block
        value={shown}
        onChange={setMethod}
        options={methods.map((m) => ({ value: m, icon: METHOD_ICONS[m], label: t(`signin:methods.${m}`) }))}
        className="auth-switch"
        data-testid="login-methods"
      />
      {/* The audiences share the ways in: switching tabs keeps what was typed (and the QR code). */}
      <WayIn method={shown} />
      <Divider plain className="login__other">
        {t('signin:or')}
      </Divider>
      {/* A full-page navigation: the chat app's authorization page, then back to #/home or #/oauth-bind. */}
      <Button block size="large" icon={<WechatOutlined />} href={OAUTH_PATHS.login} className="chat-app-button" data-testid="chat-app-login">
        {t('signin:chatApp.login')}
      </Button>
      <div className="login__links">
        <Link to="/forgetPassword">{t('signin:links.forgot')}</Link>
        {audience === 'corporate' ? (
          <Link to={CORPORATE_REGISTER_PATH}>{t('signin:links.registerCompany')}</Link>
        ) : (
          <Link to={PERSONAL_REGISTER_PATH}>{t('signin:links.register')}</Link>
        )}
      </div>
    </>
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
      <Typography.Title level={2} className="login__title login__title--admin">
        {t('tabs.admin')}
      </Typography.Title>
      <LoginForm kind="admin" />
    </>
  );
}
