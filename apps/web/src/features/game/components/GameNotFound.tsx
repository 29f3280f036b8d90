import { Link } from 'react-router';
import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/forms';

/** A course or game the caller may not see (the server's 100004), or a missing ?courseId=. */
export function GameNotFound({ error, retry, back = '/myGrades' }: { error?: unknown; retry?: () => void; back?: string }) {
  const { t } = useTranslation('game');
  return (
    <Card>
      <Result
        status="404"
        title={t('online.notFound')}
        subTitle={(error ? failureText(error) : null) ?? t('online.notFoundText')}
        extra={
          <Space wrap>
            {retry && <Button onClick={retry}>{t('common:action.retry')}</Button>}
            <Link to={back}>
              <Button type="primary">{t('pages.back')}</Button>
            </Link>
          </Space>
        }
        data-testid="game-not-found"
      />
    </Card>
  );
}
