import { Link, useNavigate } from 'react-router';
import { Button, Card, Result, Typography } from 'antd';
import { CompassOutlined, IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@sandtable/shared/format/phone';
import { useSessionInfo } from '../../../../api/hooks';
import { HOME_PATH } from '../../../../app/routes';
import { AuthCard } from '../../components/AuthCard';

const PROFILE_PATH = '/student-information';

const NEXT_STEPS = [
  { key: 'profile', icon: <IdcardOutlined />, path: PROFILE_PATH },
  { key: 'courses', icon: <CompassOutlined />, path: HOME_PATH },
] as const;

/** `/personal-register-success`: the new student is logged in; what to do next. */
export default function PersonalRegisterSuccessPage() {
  const { t } = useTranslation('signin');
  const navigate = useNavigate();
  const user = useSessionInfo().data?.user;

  return (
    <AuthCard>
      <Result
        status="success"
        title={t('welcome.title', { name: user?.name ?? '' })}
        subTitle={user?.mobile ? t('welcome.text', { mobile: maskPhone(user.mobile) }) : null}
        className="welcome__result"
        data-testid="register-welcome"
      />
      <Typography.Title level={2} className="welcome__next">
        {t('welcome.nextTitle')}
      </Typography.Title>
      <nav className="welcome__steps">
        {NEXT_STEPS.map((step) => (
          <Link key={step.key} to={step.path}>
            <Card size="small" hoverable>
              <Card.Meta avatar={step.icon} title={t(`welcome.${step.key}`)} description={t(`welcome.${step.key}Text`)} />
            </Card>
          </Link>
        ))}
      </nav>
      <Button type="primary" size="large" block onClick={() => void navigate(HOME_PATH, { replace: true })}>
        {t('welcome.home')}
      </Button>
    </AuthCard>
  );
}
