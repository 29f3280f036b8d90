import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { peopleEndpoints, profileUpdateSchema, type Person } from '@sandtable/shared/contracts/people';
import { formFailure, useRevalidateOnLocaleChange, zodRule } from '../../../lib/forms';
import { profileFormValues, type ProfileFormValues } from '../mapping';
import { usePeopleOptions } from '../options';
import { useSaveProfile } from '../hooks';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

const fields = profileUpdateSchema.shape;
const optional = { optional: true };
const rules = {
  // Blank: the nickname stays as it is (it cannot be emptied).
  nickname: [zodRule(peopleEndpoints.updateNickName.request.shape.nickname, 'nickname', optional)],
  name: [zodRule(fields.name.unwrap(), 'name')],
  age: [zodRule(fields.age, 'age', optional)],
  department: [zodRule(fields.department, 'department', optional)],
  chatId: [zodRule(fields.chatId, 'chatId', optional)],
  organisation: [zodRule(fields.organisation, 'organisation', optional)],
};

/** Name, nickname, gender, age, department, position, organisation (or company) and chat ID. */
export function ProfileForm({ person }: { person: Person }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileFormValues>();
  const options = usePeopleOptions();
  const save = useSaveProfile();
  const [failure, setFailure] = useState<string | null>(null);
  useRevalidateOnLocaleChange(form);

  // A saved or refetched profile is what the form shows.
  useEffect(() => form.setFieldsValue(profileFormValues(person)), [form, person]);

  const submit = (values: ProfileFormValues) => {
    setFailure(null);
    save.mutate(
      { values, person },
      {
        onSuccess: () => void message.success(t('profile.basic.saved')),
        onError: (error) => setFailure(formFailure(form, error)),
      },
    );
  };

  return (
    <Card title={t('profile.basic.title')} className="profile-form">
      <Form form={form} layout="vertical" initialValues={profileFormValues(person)} onFinish={submit} onValuesChange={() => setFailure(null)} data-testid="profile-form">
        {failure && <Alert className="form-dialog__failure" type="error" showIcon title={failure} role="alert" />}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('fields:name')} rules={rules.name} required>
              <Input maxLength={TEXT_MAX.personName} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nickname" label={t('fields:nickname')} rules={rules.nickname} extra={t('profile.basic.nicknameHint')}>
              <Input maxLength={TEXT_MAX.nickname} autoComplete="nickname" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('fields:gender')}>
              <Select options={options.genders} allowClear placeholder={t('profile.basic.choose')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="age" label={t('fields:age')} rules={rules.age}>
              <InputNumber precision={0} className="full-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="department" label={t('fields:department')} rules={rules.department}>
              <Input maxLength={TEXT_MAX.department} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="positionId" label={t('fields:positionId')}>
              <Select options={options.positions} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('profile.basic.choose')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {person.companyId === null ? (
              <Form.Item name="organisation" label={t('fields:organisation')} rules={rules.organisation} extra={t('profile.basic.organisationHint')}>
                <Input maxLength={TEXT_MAX.organisation} autoComplete="organization" />
              </Form.Item>
            ) : (
              <Form.Item label={t('fields:companyName')} extra={t('profile.basic.companyHint')} htmlFor="profile-company">
                <Input id="profile-company" value={person.companyName ?? ''} disabled data-testid="profile-company" />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chatId" label={t('fields:chatId')} rules={rules.chatId}>
              <Input maxLength={TEXT_MAX.chatId} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('profile.basic.save')}
        </Button>
      </Form>
    </Card>
  );
}
