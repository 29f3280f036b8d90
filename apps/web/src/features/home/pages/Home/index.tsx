import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '../../../../api/hooks';
import { PhoneText } from '../../../../components/format';
import { Skeleton } from '../../../../components/plain/Skeleton';
import { useAfterPaint } from '../../../../lib/useAfterPaint';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/useMediaQuery';
import { SectionsLoading } from '../../components/SectionsLoading';
import '../../../../components/plain/plain.css';

// The welcome is drawn without antd (docs/decisions/performance.md §15): the page is plain (routes.tsx),
// so its first paint needs neither antd's frame nor its runtime. What is below it loads once it has
// painted (§13): the learner's courses, also without antd, and the sections drawn with antd as the
// reader comes near them (§16).
const HomeBody = lazy(() => import('../../components/HomeBody'));

/** The welcome's lead line (its largest text) reports its paint by this name (Element Timing). */
const WELCOME_PAINTED = 'home-welcome';

/** The greeting follows the viewer's clock. */
function dayPart(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/**
 * `/home`: a welcome, the learner's next course and courses, hot courses, the games the user can
 * enter, the calendar, course messages and the profile prompt (spec §2). Announcements and reviews
 * come with their features (app/features); until then there is no empty panel for them.
 */
export default function HomePage() {
  const session = useSessionInfo();
  const welcomed = useAfterPaint(!session.isPending, session.data ? WELCOME_PAINTED : undefined);
  return (
    <div className="home-page">
      <Welcome />
      {welcomed ? (
        <Suspense fallback={<SectionsLoading />}>
          <HomeBody />
        </Suspense>
      ) : (
        <SectionsLoading />
      )}
    </div>
  );
}

/** The welcome in antd's Card, Typography and Tag look (plain: the page's first paint). */
function Welcome() {
  const { t } = useTranslation('home');
  const { data: info } = useSessionInfo();
  const isPhone = useMediaQuery(PHONE_QUERY);
  if (!info) {
    return (
      <div className="plain-card">
        <Skeleton rows={2} />
      </div>
    );
  }
  const { user, role } = info;
  return (
    <div className="plain-card home-welcome">
      <div className="home-welcome__body">
        {/* Not on a phone (no room). */}
        {!isPhone && <span className="home-welcome__avatar">{user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : user.name.slice(0, 1)}</span>}
        <div>
          <h3 className="home-welcome__title" data-testid="welcome">
            {t(`greeting.${dayPart(new Date().getHours())}`, { name: user.name })}
          </h3>
          <div className="home-welcome__facts">
            <span className="plain-tag">{t(`common:role.${role}`)}</span>
            {user.companyName && <span className="plain-secondary">{user.companyName}</span>}
            <span className="plain-secondary">
              {t('account', { account: user.account })}
              {user.mobile && (
                <>
                  {' · '}
                  <PhoneText phone={user.mobile} />
                </>
              )}
            </span>
          </div>
          {/* A spread: React's types do not know the elementtiming attribute. */}
          <p className="plain-secondary home-welcome__lead" {...{ elementtiming: WELCOME_PAINTED }}>
            {t('lead')}
          </p>
        </div>
      </div>
    </div>
  );
}
