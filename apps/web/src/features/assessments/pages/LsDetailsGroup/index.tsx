import { Card, Col, Result, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { leadership } from '@sandtable/sim/assessments';
import type { LeadershipGroup, LsGroup } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { Chart } from '../../../../components/charts/Chart';
import { useLocale } from '../../../../i18n/useLocale';
import { LoadFrame } from '../../components/LoadFrame';
import { LsGroupings } from '../../components/LsGroupings';
import { LsCollectiveCounts, LsResults } from '../../components/LsResults';
import { StatusTag } from '../../components/StatusTag';
import { styleBars } from '../../components/styleBars';
import { A, langOf, numberParam, useAssessmentParams } from '../../hooks';
import '../../assessments.css';

type StyleId = leadership.StyleId;
type Shown = Extract<LeadershipGroup['profile'], { status: 'shown' }>['scores'];

/**
 * `/ls-details-group?assessmentId=&teamId=` (spec §2): a course's or a team's leadership styles from
 * its members' own profiles — the mean score per style, how many have each as their dominant style
 * (the distribution), the mean versatility and the styles nobody uses often. Shown from three
 * submitted members on (the anonymity rule); below that, only how many have submitted.
 * `?groupId=` shows a group of a lecturer's grouping instead, with its members; `&courseId=` (the
 * course page's link) is the managers' view: the collective profile with its counts, the members'
 * results table with their reports (docs/decisions/assessments.md "Leadership results for
 * managers") and the groupings below; for anyone else the calls are refused and the page stays the
 * course's profile.
 */
export default function LsDetailsGroupPage() {
  const { assessmentId, teamId, params } = useAssessmentParams();
  const groupId = numberParam(params, 'groupId');
  const courseId = numberParam(params, 'courseId');
  if (groupId !== undefined) return <LsGroupPage groupId={groupId} />;
  return <CourseOrTeamPage assessmentId={assessmentId} teamId={teamId} courseId={courseId} />;
}

function CourseOrTeamPage({ assessmentId, teamId, courseId }: { assessmentId?: number; teamId?: number; courseId?: number }) {
  const { t } = useTranslation('assessment');
  const group = useEndpointQuery(A.leadershipGroup, { assessmentId: assessmentId ?? 0, ...(teamId ? { teamId } : {}) }, { enabled: assessmentId !== undefined });
  const managersView = courseId !== undefined && !teamId && assessmentId !== undefined;
  // The same profile as the course's, with the counts; refused to anyone but the course's managers.
  const collective = useEndpointQuery(A.lsCollective, { assessmentId: assessmentId ?? 0 }, { enabled: managersView });
  return (
    <LoadFrame query={group} hasId={assessmentId !== undefined} back="/test">
      {(data) => (
        <div className="assessment-page" data-testid="ls-group">
          <PageHeading title={t(data.teamId ? 'ls.groupTeam' : 'ls.groupCourse')} lead={t('ls.groupLead')} />
          {managersView && collective.data ? (
            <>
              <LsCollectiveCounts collective={collective.data} />
              <GroupBody group={{ ...collective.data, teamId: null }} />
              <LsResults assessmentId={data.assessmentId} submitted={collective.data.finished} />
            </>
          ) : (
            <GroupBody group={data} />
          )}
          {managersView && courseId !== undefined && <LsGroupings courseId={courseId} assessmentId={data.assessmentId} />}
        </div>
      )}
    </LoadFrame>
  );
}

function LsGroupPage({ groupId }: { groupId: number }) {
  const { t } = useTranslation('assessment');
  const group = useEndpointQuery(A.groupInfo, { groupId });
  return (
    <LoadFrame query={group} hasId back="/test">
      {(data) => (
        <div className="assessment-page" data-testid="ls-group">
          <PageHeading title={t('grouping.groupTitle', { name: data.name, list: data.listName })} lead={t('ls.groupLead')} />
          <GroupBody group={data} />
          <GroupMembers members={data.members} />
        </div>
      )}
    </LoadFrame>
  );
}

function GroupBody({ group }: { group: LeadershipGroup }) {
  const { t } = useTranslation('assessment');
  const { profile } = group;
  return profile.status === 'shown' ? (
    <GroupProfileView scores={profile.scores} />
  ) : (
    <Card>
      <Result status="info" title={t('ls.groupWithheld', { count: profile.count, needed: profile.needed })} data-testid="ls-group-withheld" />
    </Card>
  );
}

function GroupMembers({ members }: { members: LsGroup['members'] }) {
  const { t } = useTranslation('assessment');
  return (
    <Card className="page-card" title={t('grouping.groupMembers')}>
      <Table
        size="small"
        rowKey="userId"
        pagination={false}
        dataSource={members}
        data-testid="ls-group-members"
        columns={[
          { title: t('grouping.member'), dataIndex: 'name' },
          { title: t('grouping.test'), dataIndex: 'status', render: (status: string) => <StatusTag status={status} /> },
        ]}
      />
    </Card>
  );
}

function GroupProfileView({ scores }: { scores: Shown }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const name = (id: string) => leadership.styleOf(id as StyleId).name[lang];
  const styles = leadership.STYLE_IDS;
  // The mean scores (0–100) only: the dominant counts, on another scale, are the table's column.
  const option = styleBars(styles.map(name), [{ name: t('ls.groupMean'), data: styles.map((s) => Math.round(scores.mean[s] ?? 0)) }]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card className="page-card" title={t('ls.groupChart')}>
          <Chart option={option} label={t('ls.groupChart')} height={280} />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={styles.map((id) => ({ id, mean: Math.round(scores.mean[id] ?? 0), dominant: scores.dominantCount[id] ?? 0 }))}
            data-testid="ls-group-styles"
            columns={[
              { title: t('ls.style'), dataIndex: 'id', render: (id: string) => name(id) },
              { title: t('ls.groupMean'), dataIndex: 'mean', align: 'right' },
              { title: t('ls.groupDominant'), dataIndex: 'dominant', align: 'right' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card className="page-card">
          <Statistic title={t('ls.groupSize')} value={scores.size} />
          <Statistic title={t('ls.groupVersatility')} value={scores.flexibility} suffix="/ 100" />
        </Card>
        <Card className="page-card" title={t('ls.groupMissing')} data-testid="ls-group-missing">
          {scores.missing.length ? (
            <>
              <Typography.Paragraph type="secondary">{t('ls.groupMissingLead')}</Typography.Paragraph>
              {scores.missing.map((s) => (
                <Tag key={s} color="warning">
                  {name(s)}
                </Tag>
              ))}
            </>
          ) : (
            <Typography.Paragraph>{t('ls.groupNoneMissing')}</Typography.Paragraph>
          )}
        </Card>
      </Col>
    </Row>
  );
}
