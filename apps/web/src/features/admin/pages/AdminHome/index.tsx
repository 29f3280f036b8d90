import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Card, Col, Row, Segmented, Statistic, theme, Typography } from 'antd';
import { BookOutlined, CheckCircleOutlined, LineChartOutlined, LoginOutlined, SafetyCertificateOutlined, TeamOutlined, TrophyOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { CLASSIFICATIONS } from '@sandtable/shared/auth/roles';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { useSessionInfo } from '../../../../api/hooks';
import { Chart } from '../../../../components/charts/Chart';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { CompanySelect } from '../../../people/components/CompanySelect';
import { useIsChiefAdmin } from '../../../people/hooks';
import { dailyLinesOption, shareOption } from '../../charts';
import '../../admin.css';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/**
 * `/adminHome`: students, logins and active users over 7, 30 or 90 days; courses by status, courses
 * starting per day, completions and certificates. The chief admin sees the
 * whole portal (or one company); an enterprise user sees their company (the server scopes it).
 */
export default function AdminHomePage() {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  const isChiefAdmin = useIsChiefAdmin();
  const companyName = useSessionInfo().data?.user.companyName;
  const [days, setDays] = useState<Period>(7);
  const [companyId, setCompanyId] = useState<number | undefined>();
  const request = { days, ...(companyId ? { companyId } : {}) };
  const students = useEndpointQuery(api.people.numberOfStudent, request);
  const logins = useEndpointQuery(api.people.loginNum, request);
  const active = useEndpointQuery(api.people.activeNum, request);
  const coursesByStatus = useEndpointQuery(api.courses.courseAllNum, {});
  const coursesStarting = useEndpointQuery(api.courses.courseNum, { days });
  const completion = useEndpointQuery(api.courses.allCompleted, {});
  const failed = [students, logins, active, coursesByStatus, coursesStarting, completion].find((q) => q.isError);

  const trend = useMemo(
    () =>
      students.data && logins.data && active.data
        ? dailyLinesOption(
            [
              { name: t('dashboard.series.newStudents'), points: students.data.series },
              { name: t('dashboard.series.logins'), points: logins.data.series },
              { name: t('dashboard.series.active'), points: active.data.series },
            ],
            [token.colorPrimary, token.colorWarning, token.colorSuccess],
          )
        : null,
    [students.data, logins.data, active.data, t, token],
  );
  const shares = useMemo(
    () =>
      students.data
        ? shareOption(
            CLASSIFICATIONS.map((c) => ({ name: t(`classifications.${c}`), value: students.data.byClassification[c] })),
            [token.colorPrimary, token.colorWarning, '#8b5cf6'],
          )
        : null,
    [students.data, t, token],
  );

  const courseTrend = useMemo(
    () => (coursesStarting.data ? dailyLinesOption([{ name: t('dashboard.series.coursesStarting'), points: coursesStarting.data.series }], [token.colorPrimary]) : null),
    [coursesStarting.data, t, token],
  );

  const scope = isChiefAdmin ? t('dashboard.scopeAll') : t('dashboard.scopeCompany', { company: companyName ?? '' });

  return (
    <>
      <PageHeading
        title={t('menu:adminHome')}
        lead={scope}
        extra={
          <>
            {isChiefAdmin && <CompanySelect className="dashboard__company" value={companyId} onChange={setCompanyId} placeholder={t('dashboard.allCompanies')} aria-label={t('dashboard.allCompanies')} />}
            <Segmented<Period>
              value={days}
              onChange={setDays}
              options={PERIODS.map((d) => ({ value: d, label: t('dashboard.days', { count: d }) }))}
              data-testid="dashboard-period"
            />
          </>
        }
      />
      {failed && <Alert className="dashboard__failure" type="error" showIcon title={failureText(failed.error) ?? t('loadFailed')} />}
      <Row gutter={[16, 16]}>
        <NumberCard
          icon={<TeamOutlined />}
          title={t('dashboard.students')}
          value={students.data?.total}
          loading={students.isPending}
          note={students.data && t('dashboard.studentsNote', { active: students.data.active })}
          testId="stat-students"
        />
        <NumberCard
          icon={<UserAddOutlined />}
          title={t('dashboard.newStudents', { count: days })}
          value={students.data?.newInPeriod}
          loading={students.isPending}
          testId="stat-new"
        />
        <NumberCard
          icon={<LoginOutlined />}
          title={t('dashboard.logins', { count: days })}
          value={logins.data?.total}
          loading={logins.isPending}
          note={logins.data && t('dashboard.today', { count: logins.data.today })}
          testId="stat-logins"
        />
        <NumberCard
          icon={<LineChartOutlined />}
          title={t('dashboard.active', { count: days })}
          value={active.data?.inPeriod}
          loading={active.isPending}
          note={active.data && t('dashboard.today', { count: active.data.today })}
          testId="stat-active"
        />
        <NumberCard
          icon={<BookOutlined />}
          title={t('dashboard.courses')}
          value={coursesByStatus.data?.total}
          loading={coursesByStatus.isPending}
          note={coursesByStatus.data && t('dashboard.coursesNote', { running: coursesByStatus.data.byStatus.in_progress ?? 0, inviting: coursesByStatus.data.byStatus.inviting ?? 0 })}
          testId="stat-courses"
        />
        <NumberCard
          icon={<CheckCircleOutlined />}
          title={t('dashboard.completedCourses')}
          value={completion.data?.courses}
          loading={completion.isPending}
          note={completion.data && t('dashboard.completedLearners', { count: completion.data.learners })}
          testId="stat-completed"
        />
        <NumberCard
          icon={<SafetyCertificateOutlined />}
          title={t('dashboard.certificates')}
          value={completion.data?.certificates}
          loading={completion.isPending}
          testId="stat-certificates"
        />
        <NumberCard
          icon={<TrophyOutlined />}
          title={t('dashboard.completionRate')}
          value={completion.data ? `${Math.round(completion.data.completionRate * 100)}%` : undefined}
          loading={completion.isPending}
          testId="stat-completion"
        />
        <Col xs={24} xl={16}>
          <Card title={t('dashboard.trendTitle')} className="dashboard__chart">
            {trend ? <Chart option={trend} height={300} label={t('dashboard.trendTitle')} /> : <div className="dashboard__chart-space" />}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('dashboard.byClassification')} className="dashboard__chart" data-testid="by-classification">
            {shares && students.data!.total > 0 && <Chart option={shares} height={300} label={t('dashboard.byClassification')} />}
            {students.data?.total === 0 && <Typography.Text type="secondary">{t('dashboard.noStudents')}</Typography.Text>}
            {!shares && <div className="dashboard__chart-space" />}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('dashboard.coursesTrendTitle')} className="dashboard__chart" data-testid="courses-trend">
            {courseTrend ? <Chart option={courseTrend} height={260} label={t('dashboard.coursesTrendTitle')} /> : <div className="dashboard__chart-space" />}
          </Card>
        </Col>
      </Row>
    </>
  );
}

function NumberCard({ icon, title, value, loading, note, testId }: { icon: ReactNode; title: string; value: number | string | undefined; loading: boolean; note?: ReactNode; testId: string }) {
  return (
    <Col xs={12} lg={6}>
      <Card className="number-card" data-testid={testId}>
        <Statistic title={title} value={value ?? 0} loading={loading} prefix={<span className="number-card__icon">{icon}</span>} />
        <Typography.Text type="secondary" className="number-card__note">
          {note ?? '\u00a0'}
        </Typography.Text>
      </Card>
    </Col>
  );
}
