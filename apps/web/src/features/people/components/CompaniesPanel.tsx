import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Form, Input, Row, Skeleton, Statistic, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '@sandtable/shared/contracts/index';
import type { companySchema } from '@sandtable/shared/contracts/people';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { PhoneText, TimeText } from '../../../components/format';
import { FormModal } from '../../../components/FormDialog';
import { failureText, formFailure, useRevalidateOnLocaleChange, zodRule } from '../../../lib/forms';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { useDebounced } from '../../../lib/useDebounced';
import { useWhileOpen } from '../../../lib/useWhileOpen';
import { textOrNull } from '../mapping';
import { useIsChiefAdmin, useSaveCompany } from '../hooks';
import { ServerTable } from '../../../components/ServerTable';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { PHONE_LENGTH } from '@sandtable/shared/rules/constants';
import { LedgerHistory } from '../../shop/components/LedgerHistory';

type Company = z.infer<typeof companySchema>;
type CompanyValues = { name: string; contactName?: string; contactMobile?: string; industry?: string; address?: string };

const shape = api.people.companyUpdate.request.shape;
const optional = { optional: true };
const rules = {
  name: [zodRule(shape.name, 'companyName')],
  contactName: [zodRule(shape.contactName, 'contactName', optional)],
  contactMobile: [zodRule(shape.contactMobile, 'contactMobile', optional)],
  industry: [zodRule(shape.industry, 'industry', optional)],
  address: [zodRule(shape.address, 'address', optional)],
};

const companyValues = (c: Company): CompanyValues => ({
  name: c.name,
  contactName: c.contactName ?? '',
  contactMobile: c.contactMobile ?? '',
  industry: c.industry ?? '',
  address: c.address ?? '',
});

const companyRequest = (v: CompanyValues, id?: number) => ({
  ...(id ? { id } : {}),
  name: v.name.trim(),
  contactName: textOrNull(v.contactName),
  contactMobile: textOrNull(v.contactMobile),
  industry: textOrNull(v.industry),
  address: textOrNull(v.address),
});

/** Companies: the chief admin lists, creates and edits them; an enterprise user edits their own. */
export function CompaniesPanel() {
  return useIsChiefAdmin() ? <CompanyList /> : <MyCompany />;
}

function CompanyFields() {
  const { t } = useTranslation('people');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('fields:companyName')} rules={rules.name} required>
          <Input maxLength={TEXT_MAX.companyName} data-testid="company-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="industry" label={t('fields:industry')} rules={rules.industry}>
          <Input maxLength={TEXT_MAX.industry} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="contactName" label={t('fields:contactName')} rules={rules.contactName}>
          <Input maxLength={TEXT_MAX.personName} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="contactMobile" label={t('fields:contactMobile')} rules={rules.contactMobile}>
          <Input inputMode="numeric" maxLength={PHONE_LENGTH} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={t('fields:address')} rules={rules.address}>
          <Input.TextArea maxLength={TEXT_MAX.address} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

const CODE_FIELDS = { [Errors.companyTaken.code]: 'name' };

function CompanyList() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const table = useServerTable<{ keyword: string }>({ keyword: '' });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const { setFilters } = table;
  useEffect(() => setFilters({ keyword }), [setFilters, keyword]);
  const companies = useEndpointQuery(api.people.companySelect, table.request);
  const [form] = Form.useForm<CompanyValues>();
  const save = useSaveCompany();
  // undefined: closed; null: a new company.
  const [current, setEditing] = useState<Company | null | undefined>(undefined);
  const editing = useWhileOpen(current !== undefined, current);

  const submit = (values: CompanyValues) =>
    save.mutateAsync(companyRequest(values, editing?.id)).then((saved) => {
      void message.success(t('companies.saved', { name: saved.name }));
      setEditing(undefined);
    });

  const pinned = usePinnedColumns();
  const columns: ColumnsType<Company> = [
    { title: t('fields:companyName'), dataIndex: 'name', fixed: pinned.left, width: 200 },
    { title: t('fields:industry'), dataIndex: 'industry', width: 140, ellipsis: true },
    { title: t('fields:contactName'), dataIndex: 'contactName', width: 120 },
    { title: t('fields:contactMobile'), dataIndex: 'contactMobile', width: 130, className: 'nowrap', render: (m: string | null) => <PhoneText phone={m} /> },
    { title: t('companies.members'), dataIndex: 'memberCount', width: 90, align: 'right' },
    { title: t('table.createdAt'), dataIndex: 'createdAt', width: 160, className: 'nowrap', render: (at: string) => <TimeText value={at} /> },
    {
      title: t('table.actions'),
      key: 'actions',
      fixed: pinned.right,
      width: 90,
      render: (_, company) => (
        <Button type="link" size="small" onClick={() => setEditing(company)}>
          {t('actions.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="table-toolbar">
        <Input.Search className="table-toolbar__search" allowClear placeholder={t('companies.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="company-new">
          {t('companies.new')}
        </Button>
      </div>
      <ServerTable<Company> query={companies} table={table} columns={columns} scrollX={930} testId="companies-table" emptyText={keyword ? t('companies.noMatch') : t('companies.empty')} />
      <FormModal
        open={current !== undefined}
        title={editing ? t('companies.editTitle', { name: editing.name }) : t('companies.new')}
        form={form}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
        codeFields={CODE_FIELDS}
        initialValues={editing ? companyValues(editing) : {}}
        testId="company-dialog"
      >
        <CompanyFields />
        {editing && <CompanyAssets companyId={editing.id} />}
      </FormModal>
    </>
  );
}

/** An enterprise user's own company (the server answers with theirs only). */
function MyCompany() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const companies = useEndpointQuery(api.people.companySelect, { pageSize: 1 });
  const company = companies.data?.list[0];
  const [form] = Form.useForm<CompanyValues>();
  const save = useSaveCompany();
  const [failure, setFailure] = useState<string | null>(null);
  useRevalidateOnLocaleChange(form);
  useEffect(() => {
    if (company) form.setFieldsValue(companyValues(company));
  }, [form, company]);

  if (companies.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!company) return <Empty description={failureText(companies.error) ?? t('companies.noCompany')} />;

  const submit = (values: CompanyValues) => {
    setFailure(null);
    save.mutate(companyRequest(values), {
      onSuccess: () => void message.success(t('companies.saved', { name: values.name.trim() })),
      onError: (error) => setFailure(formFailure(form, error, CODE_FIELDS)),
    });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card title={t('companies.myCompany')}>
          <Form form={form} layout="vertical" initialValues={companyValues(company)} onFinish={submit} onValuesChange={() => setFailure(null)} data-testid="my-company-form">
            {failure && <Alert className="form-dialog__failure" type="error" showIcon title={failure} role="alert" />}
            <CompanyFields />
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card title={t('companies.assets.title')}>
          <CompanyAssets companyId={company.id} memberCount={company.memberCount} />
        </Card>
      </Col>
    </Row>
  );
}

/** Seats in courses, course credits and coins, with the history of credits and coins (the ledger's). */
function CompanyAssets({ companyId, memberCount }: { companyId: number; memberCount?: number }) {
  const { t } = useTranslation('people');
  const assets = useEndpointQuery(api.people.companyAssets, { companyId });
  const numbers = [
    ...(memberCount !== undefined ? [{ key: 'members', value: memberCount }] : []),
    { key: 'seats', value: assets.data?.seats },
    { key: 'courseCredits', value: assets.data?.courseCredits },
    { key: 'coins', value: assets.data?.coins },
  ];
  return (
    <div className="company-assets" data-testid="company-assets">
      <Row gutter={[16, 16]}>
        {numbers.map(({ key, value }) => (
          <Col key={key} xs={12} sm={numbers.length > 3 ? 12 : 8}>
            <Statistic title={t(`companies.assets.${key}`)} value={value ?? 0} loading={assets.isPending} />
          </Col>
        ))}
      </Row>
      <Alert className="company-assets__note" type="info" showIcon title={t('companies.assets.shopNote')} />
      <Tabs
        size="small"
        items={[
          { key: 'credits', label: t('companies.assets.creditHistory'), children: <LedgerHistory currency="credits" companyId={companyId} /> },
          { key: 'coins', label: t('companies.assets.coinHistory'), children: <LedgerHistory currency="coins" companyId={companyId} /> },
        ]}
        data-testid="company-assets-history"
      />
    </div>
  );
}
