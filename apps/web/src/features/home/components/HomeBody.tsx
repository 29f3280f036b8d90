import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { ensureTexts } from '../../../i18n';
import { useAccess } from '../../../app/access';
import { loadAntFrame } from '../../../app/antFrameChunk';
import { Deferred } from '../../../components/plain/Deferred';
import { MyCoursesCard, NextCourseCountdown, useDashboardCourses, useNextCourse } from './LearnerCourses';
import { MainSections, useHotCourses, useRunningGames } from './MainSections';
import { SectionsLoading } from './SectionsLoading';

// The side column is drawn with antd: it comes with antd's frame and every page's texts (the home
// route loads only its own: routes.tsx `texts`, §14), as the reader comes near it (§16).
const loadSections = () => Promise.all([import('./HomeSections'), ensureTexts(), loadAntFrame()]).then(([sections, , frame]) => ({ sections, AntFrame: frame.AntFrame }));
const HomeSections = lazy(() =>
  loadSections().then(({ sections: { default: Sections }, AntFrame }) => ({
    default: () => (
      <AntFrame>
        <Sections />
      </AntFrame>
    ),
  })),
);

/**
 * Everything on the home page below the welcome, loaded once the welcome has painted (§13): the
 * learner's next course, then two columns (one on a phone). The main one (the learner's courses,
 * the running games, hot courses) is drawn without antd; the side one (profile, calendar, messages)
 * with antd, when the reader comes near it (§16): on a phone it comes last, below the fold.
 */
export default function HomeBody() {
  const learner = useAccess()['course:join'];
  const next = useNextCourse();
  const courses = useDashboardCourses('ongoing', { enabled: learner });
  const games = useRunningGames();
  const hot = useHotCourses();
  // Drawn at once when the lists are in: one layout, nothing above the fold moving as each list
  // comes (a skeleton is shorter than its list), and the side column's watch starts from the real
  // heights, not from skeletons that would bring it into view at once.
  const ready = !games.isPending && !hot.isPending && (!learner || (!next.isPending && !courses.isPending));
  // In a transition: the lists render in slices between other work, not as one long task (the
  // queries' own updates are synchronous).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setDrawn(true));
  }, [ready]);
  if (!drawn) return <SectionsLoading />;
  return (
    <>
      {learner && <NextCourseCountdown />}
      <div className="home-columns">
        <div className="home-column">
          {learner && <MyCoursesCard />}
          <MainSections />
        </div>
        <SideColumn />
      </div>
    </>
  );
}

/** Until the reader comes near, its room is kept (empty: nothing loads yet); then a skeleton while it loads. */
function SideColumn() {
  return (
    <Deferred placeholder={<div className="home-sections-loading" />}>
      <Suspense fallback={<SectionsLoading />}>
        <HomeSections />
      </Suspense>
    </Deferred>
  );
}
