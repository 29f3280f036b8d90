import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Tabs, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Trans, useTranslation } from 'react-i18next';
import type { LoginKind } from '../../../../api/hooks';
import { LoginForm } from '../../components/LoginForm';

const HIGHLIGHTS = ['simulations', 'assessments', 'courses'] as const;

/** `/` and `/login`: sign in with an account, or as the chief admin. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<LoginKind>('account');

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
        <Typography.Title level={2} className="login__title">
          {t('title')}
        </Typography.Title>
        <Tabs
          activeKey={kind}
          onChange={(key) => setKind(key as LoginKind)}
          items={[
            { key: 'account', label: t('tabs.account') },
            { key: 'admin', label: t('tabs.admin') },
          ]}
        />
        {/* One form per tab: switching clears what was typed for the other entrance. */}
        <LoginForm key={kind} kind={kind} />
        <Typography.Paragraph type="secondary" className="login__terms">
          <Trans t={t} i18nKey="terms" components={{ agreement: <Link to="/agreement" />, privacy: <Link to="/privacy" /> }} />
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
