import { Alert, App, Button, Result, Space, Statistic, Typography } from 'antd';
import { DashboardOutlined, FlagOutlined, FormOutlined, LineChartOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { failureText } from '../../../../lib/forms';
import { gameEntry, type ChapterState, type SectionKey } from '../chapters';
import { gamePath, resultsPath } from '../../gamePaths';
import { useCourseAction } from '../hooks';
import { ChapterBar } from './ChapterBar';
import { LockedChapter } from './LockedChapter';
import { ReportButton } from './ReportButton';
import { GradeButton } from './GradeDrawer';
import { UnlockButton } from './ManagePanel';

const onlineGameHref = (course: CourseDetail['course']) => `#${gamePath(course.id, course.gameId)}`;

/** The header's way into a market course's game once chapter 2 is out (see `gameEntry`). */
export function GameButton({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const entry = gameEntry(detail);
  if (!entry) return null;
  return (
    <Button type="primary" icon={entry === 'console' ? <DashboardOutlined /> : <PlayCircleOutlined />} href={onlineGameHref(detail.course)} data-testid="game-link" data-entry={entry}>
      {t(entry === 'console' ? 'ch2.console' : 'ch2.enter')}
    </Button>
  );
}

/**
 * Chapter 2, the simulation: locked until a manager of the course releases it; then the way in (the
 * online game for market simulations, also after it, to read the results; the others run in
 * class), the score once graded, and giving up.
 */
export function ChapterTwo({ detail, state, section }: { detail: CourseDetail; state: ChapterState; section: SectionKey }) {
  const { t } = useTranslation('courseDetail');
  const { course, me, abilities } = detail;
  const title = t(`menu.${section.slice(4)}`);
  const locked = state.status === 'locked';

  return (
    <div className="chapter" data-testid="chapter-content-2">
      <ChapterBar member={detail.me !== null} state={state} section={title} actions={locked ? abilities.unlock && <UnlockButton detail={detail} chapter={2} /> : abilities.grade && <GradeButton detail={detail} />} />
      {locked ? (
        <LockedChapter chapter={2} manager={!me && abilities.unlock} />
      ) : section === 'ch2.simulation' ? (
        <Simulation detail={detail} state={state} />
      ) : (
        <Space orientation="vertical" size={16} className="full-width">
          {me ? <Score state={state} /> : <Typography.Paragraph type="secondary">{t('ch2.resultManager')}</Typography.Paragraph>}
          <ReportButton course={course} />
        </Space>
      )}
    </div>
  );
}

function Simulation({ detail, state }: { detail: CourseDetail; state: ChapterState }) {
  const { t } = useTranslation('courseDetail');
  const { course, me } = detail;
  const entry = gameEntry(detail);
  const playing = me && state.status === 'open';
  const game = t(`course:game.${course.gameId}`);
  if (me && !playing && !entry) return <Score state={state} />;
  return (
    <Space orientation="vertical" size={16} className="full-width">
      {me && !playing && <Score state={state} />}
      {entry ? (
        <Result
          className="chapter-result"
          icon={entry === 'console' ? <DashboardOutlined /> : <PlayCircleOutlined />}
          title={t(entry === 'console' ? 'ch2.consoleTitle' : 'ch2.onlineTitle', { game })}
          subTitle={t(entry === 'console' ? 'ch2.consoleText' : playing ? 'ch2.onlineText' : 'ch2.reviewText')}
          extra={
            <Space wrap>
              <Button type="primary" size="large" href={onlineGameHref(course)} data-testid="enter-game" data-entry={entry}>
                {t(entry === 'console' ? 'ch2.console' : 'ch2.enter')}
              </Button>
              {course.gameId === 'CM' && (
                <Button size="large" icon={<LineChartOutlined />} href={`#${resultsPath(course.id, course.gameId)}`} data-testid="game-results">
                  {t('ch2.results')}
                </Button>
              )}
              {course.gameId === 'CM' && (
                <Button size="large" icon={<FormOutlined />} href={entry === 'console' ? `#/general-coursedetails-CMAI?courseId=${course.id}` : `#/cmStages?courseId=${course.id}`} data-testid="game-stages">
                  {t('ch2.stages')}
                </Button>
              )}
            </Space>
          }
        />
      ) : (
        <Alert type="info" showIcon title={t('ch2.inClassTitle', { game })} description={t('ch2.inClassText')} data-testid="in-class" />
      )}
      {playing && <GiveUp courseId={course.id} />}
    </Space>
  );
}

/** The learner's result: the score when graded, 0 when they gave up, else waiting for it. */
function Score({ state }: { state: ChapterState }) {
  const { t } = useTranslation('courseDetail');
  if (state.status === 'gave_up') return <Alert type="warning" showIcon title={t('ch2.gaveUpTitle')} description={t('ch2.gaveUpText')} data-testid="gave-up" />;
  if (state.score === null) return <Alert type="info" showIcon title={t('ch2.notGraded')} data-testid="not-graded" />;
  return <Statistic title={t('ch2.score')} value={state.score} suffix={t('ch2.points')} className="chapter-score" data-testid="chapter-score" />;
}

function GiveUp({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courseDetail');
  const { modal, message } = App.useApp();
  const giveUp = useCourseAction(api.courses.giveUp);
  const confirm = () =>
    modal.confirm({
      title: t('ch2.giveUpConfirm.title'),
      content: t('ch2.giveUpConfirm.text'),
      okText: t('ch2.giveUpConfirm.ok'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-give-up' },
      onOk: () =>
        giveUp.mutateAsync({ courseId }).then(
          () => void message.success(t('ch2.gaveUpToast')),
          (error: unknown) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });
  return (
    <div className="chapter__footer">
      <Button danger icon={<FlagOutlined />} onClick={confirm} data-testid="give-up">
        {t('ch2.giveUp')}
      </Button>
    </div>
  );
}
