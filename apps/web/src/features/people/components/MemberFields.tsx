import { Col, Form, Input, Row, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { memberFieldsSchema } from '@sandtable/shared/contracts/people';
import { zodRule } from '../../../lib/forms';
import { usePeopleOptions } from '../options';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { PHONE_LENGTH } from '@sandtable/shared/rules/constants';

const shape = memberFieldsSchema.shape;
const optional = { optional: true };
export const memberRules = {
  name: [zodRule(shape.name, 'name')],
  mobile: [zodRule(shape.mobile, 'mobile')],
  email: [zodRule(shape.email, 'email', optional)],
  department: [zodRule(shape.department, 'department', optional)],
};

/**
 * The fields of a member (the add form's rows, the edit drawer), validated with the shared
 * member schema. `prefix` places them inside a form list row; `compact` lays them out for a
 * narrow container (the drawer) instead of a wide row.
 */
export function MemberFields({ prefix = [], compact = false }: { prefix?: (string | number)[]; compact?: boolean }) {
  const { t } = useTranslation('people');
  const options = usePeopleOptions();
  const name = (field: string): NamePath => [...prefix, field];
  // One line per member on wide screens, three fields a line in between, stacked on phones.
  const span = (wide: number) => (compact ? { xs: 24, sm: 12 } : { xs: 24, sm: 12, lg: 8, xl: wide });

  return (
    <Row gutter={12}>
      <Col {...span(3)}>
        <Form.Item name={name('name')} label={t('fields:name')} rules={memberRules.name} required>
          <Input maxLength={TEXT_MAX.personName} data-testid="member-name" />
        </Form.Item>
      </Col>
      <Col {...span(3)}>
        <Form.Item name={name('mobile')} label={t('fields:mobile')} rules={memberRules.mobile} required>
          <Input inputMode="numeric" maxLength={PHONE_LENGTH} data-testid="member-mobile" />
        </Form.Item>
      </Col>
      <Col {...span(4)}>
        <Form.Item name={name('email')} label={t('fields:email')} rules={memberRules.email}>
          <Input type="email" maxLength={TEXT_MAX.email} />
        </Form.Item>
      </Col>
      <Col {...span(3)}>
        <Form.Item name={name('gender')} label={t('fields:gender')}>
          <Select options={options.genders} allowClear placeholder={t('profile.basic.choose')} />
        </Form.Item>
      </Col>
      <Col {...span(4)}>
        <Form.Item name={name('department')} label={t('fields:department')} rules={memberRules.department}>
          <Input maxLength={TEXT_MAX.department} />
        </Form.Item>
      </Col>
      <Col {...span(4)}>
        <Form.Item name={name('positionId')} label={t('fields:positionId')}>
          <Select options={options.positions} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('profile.basic.choose')} />
        </Form.Item>
      </Col>
      <Col {...span(3)}>
        <Form.Item name={name('classification')} label={t('fields:classification')}>
          <Select options={options.classifications} />
        </Form.Item>
      </Col>
    </Row>
  );
}
