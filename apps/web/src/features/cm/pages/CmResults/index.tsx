import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Col, Empty, Row, Select, Skeleton, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { api } from '@sandtable/shared/contracts/index';
import type { ResponseOf } from '@sandtable/shared/contracts/endpoint';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { caseOf, type ChangeCase, type TeamRoundResult } from '@sandtable/sim/change';
import { useCmCourseResults, useCmTeamResults } from '../../../../api/gameCm';
import { Chart } from '../../../../components/charts/Chart';
import { useLocale } from '../../../../i18n/useLocale';
import { failureText } from '../../../../lib/forms';
import { roundsLineOption } from '../../../game/charts';
import { GameNotFound } from '../../../game/components/GameNotFound';
import { TeamDot } from '../../../game/components/TeamDot';
import { courseIdOf, errorCode, NOT_FOUND, useCourse } from '../../../game/hooks';
import { Debrief } from '../../components/results/Debrief';
import { TeamProfiles } from '../../../assessments/components/TeamProfiles';
import { LeverHeatMap } from '../../components/results/LeverHeatMap';
import { Replay } from '../../components/results/Replay';
import { ReportLinks } from '../../components/results/ReportLinks';
import { adoptionSeries, say } from '../../model';
import { departmentSeries, officialRounds, teamCurves, type ResultRound } from '../../results';
import { CmLinks } from '../../components/CmLinks';
import '../../../../components/page.css';
import '../../../game/game.css';
import '../../cm.css';
import '../../results.css';

type CourseResults = ResponseOf<typeof api.gameCm.loadByCourse>;
const TABS = ['course', 'team', 'replay'] as const;
type TabKey = (typeof TABS)[number];

/** The course's managers (the course's abilities say so): they read every team. */
const managesCourse = (detail: CourseDetail) => detail.abilities.edit || detail.abilities.manageTeams || detail.abilities.grade;

/**
 * `/cmResults?courseId=&teamId=&tab=`: a CM game's results and debrief (docs/decisions/web-cm.md
 * "Results"). The course: every team's standing and adoption curve. A team: its adoption per
 * department, the lever-use heat map, the debrief and its PDF report. The replay: its game round by
 * round. Members read their own team while the game runs, any team after it; the course's managers
 * any team (the server decides: loadByCourseTeam).
 */
export default function CmResultsPage() {
  const [search, setSearch] = useSearchParams();
  const courseId = courseIdOf(search);
  const course = useCourse(courseId);
  const results = useCmCourseResults(courseId);
  if (!courseId || course.isError || results.isError) {
    const error = course.error ?? results.error;
    const known = [NOT_FOUND, null].includes(errorCode(error));
    return <GameNotFound error={error} back="/myGrades" retry={!courseId || known ? undefined : () => void Promise.all([results.refetch(), course.refetch()])} />;
  }
  if (course.isPending || results.isPending) {
    return (
      <Card data-testid="cm-results-loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const c = caseOf(results.data.caseId);
  if (!c) return <GameNotFound />;
  const tab: TabKey = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as TabKey) : 'course';
  const set = (changes: Record<string, string>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );
  return <ResultsScreen c={c} detail={course.data} results={results.data} tab={tab} teamParam={courseIdOf(search, 'teamId')} onChange={set} />;
}

function ResultsScreen({
  c,
  detail,
  results,
  tab,
  teamParam,
  onChange,
}: {
  c: ChangeCase;
  detail: CourseDetail;
  results: CourseResults;
  tab: TabKey;
  teamParam: number;
  onChange: (changes: Record<string, string>) => void;
}) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const manager = managesCourse(detail);
  const anyTeam = manager || results.status === 'finished';
  // Without a choice a member reads their own team, the others the first team.
  const teamId = teamParam || detail.me?.teamId || (anyTeam ? results.ranking[0]?.teamId : undefined) || undefined;
  const teamChoice = anyTeam && results.ranking.length > 0 && (
    <Select
      value={teamId}
      onChange={(v: number) => onChange({ teamId: String(v) })}
      aria-label={t('cm.results.pickTeam')}
      options={results.ranking.map((r) => ({ value: r.teamId, label: r.teamName }))}
      data-testid="cm-results-team"
      style={{ minWidth: 160 }}
    />
  );
  const settled = results.ranking.length > 0;
  return (
    <div className="stack cm game" data-testid="cm-results" data-status={results.status}>
      <Card className="game-header">
        <div className="game-header__row">
          <div className="game-header__main">
            <Typography.Title level={3} className="game-header__title">
              {t('cm.results.title', { course: detail.course.name })}
            </Typography.Title>
            <Space wrap size={[8, 8]} className="game-header__meta">
              <Tag>{say(c.title, locale)}</Tag>
              <Tag color={results.status === 'finished' ? 'green' : 'geekblue'} data-testid="cm-results-status">
                {t(`status.${results.status}`)}
              </Tag>
            </Space>
          </div>
          <Space wrap>
            <CmLinks courseId={detail.course.id} pages={['game', ...(detail.me ? (['stages'] as const) : []), ...(manager ? (['marking'] as const) : [])]} />
            <Link to={`/cmOnlineGuide?case=${c.id}`}>
              <Button icon={<ApartmentOutlined />}>{t('cm.online.guide')}</Button>
            </Link>
          </Space>
        </div>
      </Card>
      {!settled ? (
        <Card>
          <Empty description={t('cm.results.noRounds')} data-testid="cm-results-empty" />
        </Card>
      ) : (
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(k) => onChange({ tab: k })}
            items={[
              { key: 'course', label: t('cm.results.tab.course'), children: <CourseTab results={results} /> },
              { key: 'team', label: t('cm.results.tab.team'), children: <TeamTab c={c} courseId={detail.course.id} teamId={teamId} teams={results.ranking.length} choice={teamChoice} /> },
              {
                key: 'replay',
                label: t('cm.results.tab.replay'),
                children: (
                  <div className="stack">
                    {teamChoice}
                    <Replay key={teamId ?? 0} c={c} courseId={detail.course.id} teamId={teamId} />
                  </div>
                ),
              },
            ]}
          />
        </Card>
      )}
      {settled && <TeamProfiles courseId={detail.course.id} />}
    </div>
  );
}

/** Every team: the standing after the last official round and the adoption curves. */
function CourseTab({ results }: { results: CourseResults }) {
  const { t } = useTranslation('game');
  const rounds = useMemo(() => [...new Set(results.curves.flatMap((c) => c.points.map((p) => p.round)))].sort((a, b) => a - b), [results]);
  const option = useMemo(
    () => roundsLineOption(rounds.map((n) => t('cm.results.roundShort', { round: n })), teamCurves(rounds, results.curves, results.ranking), { percent: true }),
    [rounds, results, t],
  );
  return (
    <div className="stack">
      <Table
        size="small"
        rowKey="teamId"
        pagination={false}
        scroll={{ x: 560 }}
        dataSource={results.ranking}
        data-testid="cm-ranking"
        columns={[
          { key: 'rank', title: t('cm.results.rank'), dataIndex: 'overallRank', width: 70 },
          { key: 'team', title: t('results.team'), render: (_, r) => <TeamDot colour={r.colour} name={r.teamName} /> },
          { key: 'score', title: t('results.overallScore'), align: 'right', render: (_, r) => r.overallScore.toFixed(1) },
          { key: 'index', title: t('cm.results.index'), align: 'right', render: (_, r) => `${Math.round(r.adoptionIndex * 100)}%` },
          { key: 'adopted', title: t('cm.results.adoptedShare'), align: 'right', render: (_, r) => `${Math.round(r.adoptedShare * 100)}%` },
          { key: 'phase', title: t('cm.play.phase'), render: (_, r) => t(`cm.phase.${r.phase}`) },
        ]}
      />
      <Typography.Title level={5}>{t('cm.results.curvesTitle')}</Typography.Title>
      <Chart option={option} label={t('cm.results.curvesLabel')} height={280} />
    </div>
  );
}

/** One team: its figures, adoption per department and in all, the heat map, the debrief and the report. */
function TeamTab({ c, courseId, teamId, teams, choice }: { c: ChangeCase; courseId: number; teamId?: number; teams: number; choice: ReactNode }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const request = teamId ? { courseId, teamId } : { courseId };
  const team = useCmTeamResults(request);
  const rounds = useMemo(() => officialRounds((team.data?.rounds ?? []) as unknown as ResultRound[]), [team.data]);
  if (team.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (team.isError)
    return (
      <Empty description={failureText(team.error) ?? t('cm.results.loadFailed')}>
        <Button onClick={() => void team.refetch()}>{t('common:action.retry')}</Button>
      </Empty>
    );
  const last = rounds.at(-1)?.result as TeamRoundResult | undefined;
  const labels = rounds.map((r) => t('cm.results.roundShort', { round: r.number }));
  return (
    <div className="stack" data-testid="cm-team-results">
      <Space wrap>
        {choice}
        <TeamDot colour={team.data.colour} name={team.data.teamName} strong />
      </Space>
      {!last ? (
        <Empty description={t('cm.results.noRounds')} />
      ) : (
        <>
          <div className="cm-results__figures">
            <Statistic title={t('results.overallScore')} value={last.overallScore.toFixed(1)} data-testid="cm-team-score" />
            <Statistic title={t('cm.results.rank')} value={t('results.rankOf', { rank: last.overallRank, teams })} />
            <Statistic title={t('cm.results.adopted')} value={`${last.counts.adopted} / ${last.people.length}`} />
            <Statistic title={t('cm.play.phase')} value={t(`cm.phase.${last.phase}`)} />
            <Statistic title={t('cm.play.credibility')} value={Math.round(last.credibility)} suffix="/ 100" />
          </div>
          <div>
            <Typography.Title level={5}>{t('cm.results.reportTitle')}</Typography.Title>
            <ReportLinks courseId={courseId} teamId={teamId} />
          </div>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('cm.play.curveTitle')}>
                <Chart option={roundsLineOption(labels, adoptionSeries(t, rounds.map((r) => r.result)), { percent: true })} label={t('cm.play.curveTitle')} height={260} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('cm.results.departmentsTitle')}>
                <Chart option={roundsLineOption(labels, departmentSeries(c, rounds, locale), { percent: true })} label={t('cm.results.departmentsLabel')} height={260} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('cm.results.heat.title')}>
            <LeverHeatMap rounds={rounds} />
          </Card>
          <Debrief c={c} rounds={rounds} teams={teams} />
        </>
      )}
    </div>
  );
}
