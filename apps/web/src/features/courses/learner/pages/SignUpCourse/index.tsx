import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { GAME_IDS, type GameId } from '@sandtable/shared/rules/course';
import { useEndpointQuery } from '../../../../../api/endpointHooks';
import { PageHeading } from '../../../../../components/PageHeading';
import { useDebounced } from '../../../../../lib/useDebounced';
import { CourseCard } from '../../components/CourseCard';
import { CourseGrid, emptyBox } from '../../components/CourseGrid';
import { SignUpButton } from '../../components/SignUpButton';
import '../../../detail/detail.css';
import '../../learner.css';

const PAGE_SIZE = 12;

/** `/sign-upCourse`: open sessions to sign up for, searchable by name and game. */
export default function SignUpCoursePage() {
  const { t } = useTranslation('courseDetail');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const [gameId, setGameId] = useState<GameId | undefined>();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [keyword, gameId]);
  const courses = useEndpointQuery(api.courses.select, {
    scope: 'open',
    pageNum: page,
    pageSize: PAGE_SIZE,
    sort: 'startAt',
    order: 'asc',
    ...(keyword ? { keyword } : {}),
    ...(gameId ? { gameId } : {}),
  });

  return (
    <>
      <PageHeading title={t('menu:signUpCourse')} lead={t('learner.openLead')} />
      <Card className="page-card">
        <div className="table-toolbar">
          <Input.Search className="table-toolbar__search" allowClear placeholder={t('learner.search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="open-search" />
          <Select allowClear placeholder={t('learner.allGames')} aria-label={t('learner.allGames')} value={gameId} onChange={setGameId} options={GAME_IDS.map((g) => ({ value: g, label: t(`course:game.${g}`) }))} />
        </div>
        <CourseGrid
          data={courses.data}
          loading={courses.isFetching}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          testId="open-courses"
          empty={emptyBox(keyword || gameId ? t('learner.noMatch') : t('learner.empty.open'))}
          renderCard={(course) => (
            <CourseCard
              key={course.id}
              course={course}
              showDeadline
              showPrice
              actions={
                <>
                  <Link to={`/course-plan-detail?id=${course.id}`}>
                    <Button size="small">{t('learner.plan')}</Button>
                  </Link>
                  <SignUpButton course={course} />
                </>
              }
            />
          )}
        />
      </Card>
    </>
  );
}
