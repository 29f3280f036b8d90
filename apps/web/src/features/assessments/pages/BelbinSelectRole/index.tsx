import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamRole } from '@sandtable/sim/assessments';
import type { TeamRoleReportView } from '@sandtable/shared/contracts/assessments';
import { useEndpointMutation } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { failureText } from '../../../../lib/forms';
import { ReportFrame } from '../../components/ReportFrame';
import { A, langOf } from '../../hooks';
import '../../assessments.css';

/** `/belbinSelectRole?assessmentId=`: the roles the person chooses to play in their team (their strongest marked). */
export default function BelbinSelectRolePage() {
  return <ReportFrame>{(report, { assessmentId }) => <SelectRoles report={report} assessmentId={assessmentId} />}</ReportFrame>;
}

function SelectRoles({ report, assessmentId }: { report: TeamRoleReportView; assessmentId: number }) {
  const { t } = useTranslation('assessment');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const lang = langOf(useLocale());
  const [roles, setRoles] = useState<string[]>(report.chosenRoles ?? report.top);
  const [failure, setFailure] = useState<string | null>(null);
  const select = useEndpointMutation(A.selectRoles, { invalidates: [A.teamRoleReport, A.groupReport] });
  const save = () =>
    select.mutate(
      { assessmentId, roles },
      {
        onSuccess: () => {
          void message.success(t('select.saved'));
          void navigate(`/belbinReport?assessmentId=${assessmentId}`);
        },
        onError: (e) => setFailure(failureText(e)),
      },
    );
  return (
    <div className="assessment-page" data-testid="belbin-select-role">
      <PageHeading title={t('menu:belbinSelectRole')} lead={t('select.lead')} />
      <Card className="page-card">
        <Checkbox.Group className="tr-choose" value={roles} onChange={(v) => setRoles(v as string[])}>
          {teamRole.ROLES.map((r) => (
            <Checkbox key={r.id} value={r.id} className="tr-choose__item" data-testid={`choose-${r.id}`}>
              <Typography.Text strong>{r.name[lang]}</Typography.Text> {report.top.includes(r.id) && <Tag color="gold">{t('select.strong')}</Tag>}
              <div>
                <Typography.Text type="secondary">{r.contribution[lang]}</Typography.Text>
              </div>
            </Checkbox>
          ))}
        </Checkbox.Group>
        {failure && <Alert type="error" showIcon role="alert" title={failure} className="assessment-note" />}
        <Button type="primary" loading={select.isPending} onClick={save} disabled={report.status !== 'finished'} data-testid="save-roles">
          {t('select.save')}
        </Button>
      </Card>
    </div>
  );
}
