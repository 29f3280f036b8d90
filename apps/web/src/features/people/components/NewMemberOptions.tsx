import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema } from '@sandtable/shared/rules/account';
import { zodRule } from '../../../lib/forms';
import { useIsChiefAdmin } from '../hooks';
import { CompanySelect } from './CompanySelect';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

/**
 * What every new batch of students needs besides the rows (add form and import): the initial
 * password they log in with, and — for the chief admin — the company they join.
 */
export function NewMemberOptions({ passwordTestId }: { passwordTestId: string }) {
  const { t } = useTranslation('people');
  const isChiefAdmin = useIsChiefAdmin();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="initialPassword" label={t('fields:initialPassword')} rules={[zodRule(newPasswordSchema, 'initialPassword')]} extra={t('members.passwordHint')}>
          <Input.Password autoComplete="new-password" maxLength={TEXT_MAX.password} data-testid={passwordTestId} />
        </Form.Item>
      </Col>
      {isChiefAdmin && (
        <Col xs={24} md={12}>
          <Form.Item name="companyId" label={t('table.company')} extra={t('members.companyHint')}>
            <CompanySelect placeholder={t('members.noCompany')} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
