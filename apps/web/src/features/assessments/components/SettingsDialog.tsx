import { App, Checkbox, Form, InputNumber, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANONYMITY_THRESHOLD_MAX, ANONYMITY_THRESHOLD_MIN, type Assessment } from '@sandtable/shared/contracts/assessments';
import { api } from '@sandtable/shared/contracts/index';
import { useEndpointMutation } from '../../../api/endpointHooks';
import { FormModal } from '../../../components/FormDialog';
import { zodRule } from '../../../lib/forms';

interface SettingsValues {
  audience: 'course' | 'teams';
  teamIds: number[];
  anonymityThreshold: number;
  reportsReleased: boolean;
}
const request = api.assessments.settings.request.shape;

/**
 * A course's test's settings for its managers (docs/decisions/assessments.md "Running the tests"):
 * who takes it (the whole course or some of its teams), the anonymity threshold (colleagues' ratings and a team's or group's results are shown from this
 * many answers; the rule's 3 may be raised) and whether members may read their reports yet.
 */
export function SettingsDialog({ assessment, name, teams, onClose }: { assessment: Assessment | null; name: string; teams: readonly { id: number; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation('assessment');
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const save = useEndpointMutation(api.assessments.settings, { invalidates: [api.assessments.courseAssessments, api.assessments.myTests] });
  const audience = Form.useWatch('audience', form);
  return (
    <FormModal<SettingsValues>
      open={!!assessment}
      title={t('settings.title', { name })}
      form={form}
      okText={t('settings.save')}
      initialValues={
        assessment
          ? { audience: assessment.teamIds ? 'teams' : 'course', teamIds: assessment.teamIds ?? [], anonymityThreshold: assessment.anonymityThreshold, reportsReleased: assessment.reportsReleased }
          : undefined
      }
      onClose={onClose}
      onSubmit={async (values) => {
        if (!assessment) return;
        await save.mutateAsync({
          assessmentId: assessment.id,
          teamIds: values.audience === 'teams' ? values.teamIds : null,
          anonymityThreshold: values.anonymityThreshold,
          reportsReleased: values.reportsReleased,
        });
        void message.success(t('settings.saved', { name }));
        onClose();
      }}
      testId="assessment-settings"
    >
      <Form.Item name="audience" label={t('settings.audience')} extra={t('settings.audienceHelp')}>
        <Radio.Group
          options={[
            { value: 'course', label: t('settings.wholeCourse') },
            { value: 'teams', label: t('settings.someTeams') },
          ]}
          data-testid="settings-audience"
        />
      </Form.Item>
      {audience === 'teams' && (
        <Form.Item name="teamIds" label={t('settings.teams')} rules={[zodRule(request.teamIds.unwrap(), 'teamIds')]}>
          <Checkbox.Group options={teams.map((tm) => ({ value: tm.id, label: tm.name }))} data-testid="settings-teams" />
        </Form.Item>
      )}
      <Form.Item
        name="anonymityThreshold"
        label={t('settings.threshold')}
        rules={[zodRule(request.anonymityThreshold, 'anonymityThreshold')]}
        extra={t('settings.thresholdHelp', { min: ANONYMITY_THRESHOLD_MIN, max: ANONYMITY_THRESHOLD_MAX })}
      >
        <InputNumber min={ANONYMITY_THRESHOLD_MIN} max={ANONYMITY_THRESHOLD_MAX} precision={0} data-testid="settings-threshold" />
      </Form.Item>
      <Form.Item name="reportsReleased" label={t('settings.released')} valuePropName="checked" extra={t('settings.releasedHelp')}>
        <Switch data-testid="settings-released" />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('settings.managersNote')}</Typography.Paragraph>
    </FormModal>
  );
}
