import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/forms';
import { useProfile } from '../hooks';
import { AccountSecurity } from './AccountSecurity';
import '../people.css';
import { AvatarCard } from './AvatarCard';
import { ProfileForm } from './ProfileForm';

/** One's own account: photo, profile fields, email, mobile and password (used by every role). */
export function ProfileSections() {
  const { t } = useTranslation('people');
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (profile.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={failureText(profile.error) ?? t('loadFailed')}
        action={
          <Button size="small" onClick={() => void profile.refetch()}>
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  }

  const person = profile.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <div className="stack">
          <AvatarCard person={person} />
          <AccountSecurity person={person} />
        </div>
      </Col>
      <Col xs={24} lg={16}>
        <ProfileForm person={person} />
      </Col>
    </Row>
  );
}
