import { Link } from 'react-router';
import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { myCoursesPath, useAccess } from '../../../app/access';
import { failureText } from '../../../lib/forms';

/**
 * A course or game the caller may not see (the server's 100004), or a missing ?courseId=: the
 * failure's words, a retry when given, and the way back (`back`, or the caller's own My courses).
 */
export function GameNotFound({ error, retry, back }: { error?: unknown; retry?: () => void; back?: string }) {
  const { t } = useTranslation('game');
  const myCourses = myCoursesPath(useAccess());
  return (
    <Card>
      <Result
        status="404"
        title={t('online.notFound')}
        subTitle={(error ? failureText(error) : null) ?? t('online.notFoundText')}
        extra={
          <Space wrap>
            {retry && <Button onClick={retry}>{t('common:action.retry')}</Button>}
            <Link to={back ?? myCourses}>
              <Button type="primary">{back ? t('pages.back') : t('online.toMyCourses')}</Button>
            </Link>
          </Space>
        }
        data-testid="game-not-found"
      />
    </Card>
  );
}
