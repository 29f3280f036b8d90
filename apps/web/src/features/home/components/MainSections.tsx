import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { homeRefs as c } from '../../../api/refs';
import { buttonClass } from '../../../components/plain/Button';
import { Empty } from '../../../components/plain/Empty';
import { AppstoreIcon, FireIcon, PlayCircleIcon } from '../../../components/plain/icons';
import { Skeleton } from '../../../components/plain/Skeleton';
import { Tag } from '../../../components/plain/Tag';
import { CourseCard } from '../../courses/learner/components/CourseCard';
import { SignUpButton } from '../../courses/learner/components/SignUpButton';
import { gamePath } from '../../courses/gamePaths';
import { HomeCard } from './HomeCard';
import { HOME_LISTS_FRESH_MS } from './homeLists';

/**
 * The home page's main column under the learner's courses, drawn without antd and called through
 * the contracts' refs like them (docs/decisions/performance.md §16): on a phone the games often
 * share the first screen.
 */

export type SectionId = 'calendar' | 'hotCourses' | 'games';

/** A home section: its feature shows its own content and empty state. */
export function Section({ id, icon, children, more }: { id: SectionId; icon: ComponentType<{ className?: string }>; children: ReactNode; more?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <HomeCard icon={icon} title={t(`sections.${id}.title`)} extra={more} testId={`home-section-${id}`}>
      {children}
    </HomeCard>
  );
}

/** A home section with nothing to show: what is missing, and what would fill it. */
export function SectionEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty>
      <div className="home-section__empty">{title}</div>
      <span className="plain-secondary">{hint}</span>
    </Empty>
  );
}

/** The games running in the user's courses and the open sessions most signed up for. */
export function MainSections() {
  const { t } = useTranslation();
  const learner = useAccess()['course:join'];
  return (
    <>
      <Section
        id="games"
        icon={AppstoreIcon}
        more={
          <Link className="plain-link" to="/markSimos">
            {t('home:sections.games.about')}
          </Link>
        }
      >
        <RunningGames />
      </Section>
      <Section
        id="hotCourses"
        icon={FireIcon}
        more={
          learner && (
            <Link className="plain-link" to="/sign-upCourse">
              {t('courseDetail:home.all')}
            </Link>
          )
        }
      >
        <HotCourses />
      </Section>
    </>
  );
}

/** The four open sessions most signed up for. */
export const useHotCourses = () => useEndpointQuery(c.select, { scope: 'open', sort: 'popular', order: 'desc', pageNum: 1, pageSize: 4 }, { staleTime: HOME_LISTS_FRESH_MS });

/** The games running in the user's courses (or the ones they run). */
export const useRunningGames = () => useEndpointQuery(c.runningGames, {}, { staleTime: HOME_LISTS_FRESH_MS });

/** Hot courses: the open sessions most signed up for (with sign-up for those who can join courses). */
export function HotCourses() {
  const { t } = useTranslation('courseDetail');
  const learner = useAccess()['course:join'];
  const courses = useHotCourses();
  if (!courses.data) return <Skeleton rows={3} />;
  if (courses.data.list.length === 0) {
    return <SectionEmpty title={t('home:sections.hotCourses.empty')} hint={t('home:sections.hotCourses.hint')} />;
  }
  return (
    <div className="course-grid course-grid--home" data-testid="home-hot-courses">
      {courses.data.list.map((course) => (
        <CourseCard key={course.id} course={course} showPrice actions={learner && <SignUpButton course={course} />} />
      ))}
    </div>
  );
}

/** The games running in the user's courses (or the ones they run), each with its way in. */
export function RunningGames() {
  const { t } = useTranslation('home');
  const games = useRunningGames();
  if (!games.data) return <Skeleton rows={2} />;
  if (games.data.list.length === 0) {
    return <SectionEmpty title={t('sections.games.empty')} hint={t('sections.games.hint')} />;
  }
  return (
    <ul className="home-games" data-testid="home-running-games">
      {games.data.list.map((game) => (
        <li key={game.courseId} className="home-games__item">
          <div className="home-games__text">
            <Link className="plain-link home-games__course" to={`/general-coursedetails?id=${game.courseId}`}>
              {game.courseName}
            </Link>
            <span className="plain-secondary">
              <Tag colour={game.status === 'running' ? 'success' : 'warning'}>{t(`sections.games.status.${game.status}`)}</Tag> {t(`course:game.${game.gameId}`)}
            </span>
          </div>
          <Link className={buttonClass({ variant: 'primary', size: 'small' })} to={gamePath(game.courseId, game.gameId)} data-testid={`enter-game-${game.courseId}`}>
            <PlayCircleIcon />
            {t('sections.games.enter')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
