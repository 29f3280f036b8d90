import { useNavigate } from 'react-router';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { inviteCodeSchema } from '@sandtable/shared/contracts/invitations';
import { zodRule } from '../../../../lib/forms';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

/** "Join by code": a well-formed code opens /join, which shows the course and its teams. */
export function JoinByCode() {
  const { t } = useTranslation('courseDetail');
  const navigate = useNavigate();
  const [form] = Form.useForm<{ code: string }>();
  const go = ({ code }: { code: string }) => void navigate(`/join?code=${encodeURIComponent(inviteCodeSchema.parse(code))}`);
  return (
    <Card className="page-card" data-testid="join-by-code">
      <div className="join-by-code">
        <div className="join-by-code__text">
          <Typography.Text strong>
            <KeyOutlined /> {t('learner.joinTitle')}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('learner.joinLead')}</Typography.Text>
        </div>
        <Form form={form} onFinish={go} className="join-by-code__form">
          <Space.Compact className="full-width">
            <Form.Item name="code" rules={[zodRule(inviteCodeSchema, 'code')]} noStyle>
              <Input placeholder={t('join.placeholder')} maxLength={TEXT_MAX.inviteCodeTyped} autoComplete="off" className="join-form__input" aria-label={t('join.code')} data-testid="join-by-code-input" />
            </Form.Item>
            <Button type="primary" htmlType="submit" data-testid="join-by-code-submit">
              {t('learner.joinButton')}
            </Button>
          </Space.Compact>
          <Form.Item shouldUpdate noStyle>
            {() => {
              const errors = form.getFieldError('code');
              return errors.length ? <Typography.Text type="danger">{errors[0]}</Typography.Text> : null;
            }}
          </Form.Item>
        </Form>
      </div>
    </Card>
  );
}
