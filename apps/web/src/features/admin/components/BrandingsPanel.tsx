import { useState } from 'react';
import { App, Avatar, Button, Card, ColorPicker, Empty, Form, Input, Space, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { brandingInputSchema, FILE_PATHS } from '@sandtable/shared/contracts/people';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpointHooks';
import { queryKeys } from '../../../api/queryKeys';
import { FormModal } from '../../../components/FormDialog';
import { UploadImage } from '../../../components/UploadImage';
import { failureText, zodRule } from '../../../lib/forms';
import { usePinnedColumns, useServerTable } from '../../../lib/serverTable';
import { useWhileOpen } from '../../../lib/useWhileOpen';
import { brandHost } from '../brandHost';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

interface Brand {
  key: string;
  nameZh: string;
  nameEn: string;
  logoUrl: string | null;
  primaryColor: string;
}

const shape = brandingInputSchema.shape;
const rules = {
  key: [zodRule(shape.key, 'key')],
  nameZh: [zodRule(shape.nameZh, 'nameZh')],
  nameEn: [zodRule(shape.nameEn, 'nameEn')],
  primaryColor: [zodRule(shape.primaryColor, 'primaryColor')],
};

/** A change may be the brand of this very host: its branding is refetched too. */
const BRAND_VIEWS = [api.people.brandingSelect, queryKeys.branding];

/** The portal's partner brandings (chief admin): name, logo and colour shown on `<key>.<domain>`. */
export function BrandingsPanel() {
  const { t } = useTranslation('people');
  const { modal, message } = App.useApp();
  const table = useServerTable<Record<string, never>>({});
  const brands = useEndpointQuery(api.people.brandingSelect, table.request);
  const remove = useEndpointMutation(api.people.brandingDelete, { invalidates: BRAND_VIEWS });
  // undefined: closed; null: a new brand.
  const [current, setEditing] = useState<Brand | null | undefined>(undefined);

  const confirmDelete = (brand: Brand) =>
    modal.confirm({
      title: t('brandings.deleteTitle', { name: brand.nameEn }),
      content: t('brandings.deleteText'),
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ key: brand.key }).then(
          () => void message.success(t('brandings.deleted', { name: brand.nameEn })),
          (error: unknown) => {
            const text = failureText(error);
            if (text) void message.error(text);
          },
        ),
    });

  const pinned = usePinnedColumns();
  const columns: ColumnsType<Brand> = [
    {
      title: t('brandings.brand'),
      key: 'brand',
      fixed: pinned.left,
      width: 230,
      render: (_, brand) => (
        <span className="brand-cell">
          <Avatar shape="square" alt="" src={brand.logoUrl ?? undefined} style={{ background: brand.primaryColor }}>
            {brand.nameEn.slice(0, 1)}
          </Avatar>
          <span className="brand-cell__names">
            <span>{brand.nameZh}</span>
            <Typography.Text type="secondary">{brand.nameEn}</Typography.Text>
          </span>
        </span>
      ),
    },
    { title: t('fields:key'), dataIndex: 'key', width: 120, render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
    {
      title: t('fields:primaryColor'),
      dataIndex: 'primaryColor',
      width: 130,
      render: (color: string) => (
        <span className="color-cell">
          <span className="color-cell__swatch" style={{ background: color }} />
          <span className="tabular">{color}</span>
        </span>
      ),
    },
    {
      title: t('brandings.address'),
      key: 'host',
      width: 240,
      render: (_, brand) => {
        const host = brandHost(brand.key, window.location);
        return host ? (
          <Typography.Link href={host} target="_blank" rel="noreferrer">
            {host.replace(/^https?:\/\//, '')}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('brandings.addressUnknown', { key: brand.key })}</Typography.Text>
        );
      },
    },
    {
      title: t('table.actions'),
      key: 'actions',
      fixed: pinned.right,
      width: 130,
      render: (_, brand) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(brand)}>
            {t('actions.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(brand)} data-testid={`brand-delete-${brand.key}`}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      className="page-card"
      title={t('brandings.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="brand-new">
          {t('brandings.new')}
        </Button>
      }
      data-testid="brandings"
    >
      <Typography.Paragraph type="secondary">{t('brandings.lead')}</Typography.Paragraph>
      <Table<Brand>
        rowKey="key"
        columns={columns}
        dataSource={brands.data?.list}
        loading={brands.isFetching}
        onChange={table.onChange}
        pagination={{ ...table.pagination(brands.data?.total), hideOnSinglePage: true }}
        scroll={{ x: 850 }}
        size="middle"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('brandings.empty')} /> }}
      />
      <BrandModal open={current !== undefined} brand={current ?? null} onClose={() => setEditing(undefined)} />
    </Card>
  );
}

function BrandModal({ open, brand: current, onClose }: { open: boolean; brand: Brand | null; onClose: () => void }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const brand = useWhileOpen(open, current);
  const [form] = Form.useForm<Brand>();
  const save = useEndpointMutation(api.people.brandingSave, { invalidates: BRAND_VIEWS });
  const key = Form.useWatch('key', form);

  const submit = (values: Brand) =>
    save.mutateAsync({ ...values, key: values.key.trim().toLowerCase(), logoUrl: values.logoUrl || null }).then(() => {
      void message.success(t('brandings.saved', { name: values.nameEn }));
      onClose();
    });

  const host = key ? brandHost(key.trim().toLowerCase(), window.location) : null;
  return (
    <FormModal
      open={open}
      title={brand ? t('brandings.editTitle', { name: brand.nameEn }) : t('brandings.new')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      initialValues={brand ?? { key: '', nameZh: '', nameEn: '', logoUrl: null, primaryColor: '#1677ff' }}
      testId="brand-dialog"
    >
      <Form.Item
        name="key"
        label={t('fields:key')}
        rules={rules.key}
        required
        extra={brand ? t('brandings.keyLocked') : host ? t('brandings.keyHintHost', { host: host.replace(/^https?:\/\//, '') }) : t('brandings.keyHint')}
      >
        <Input maxLength={TEXT_MAX.brandKey} disabled={!!brand} data-testid="brand-key" />
      </Form.Item>
      <Form.Item name="nameZh" label={t('fields:nameZh')} rules={rules.nameZh} required>
        <Input maxLength={TEXT_MAX.brandingNameZh} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('fields:nameEn')} rules={rules.nameEn} required>
        <Input maxLength={TEXT_MAX.brandingNameEn} />
      </Form.Item>
      <Form.Item name="primaryColor" label={t('fields:primaryColor')} rules={rules.primaryColor} required getValueFromEvent={(color: { toHexString(): string }) => color.toHexString()}>
        <ColorPicker disabledAlpha showText format="hex" />
      </Form.Item>
      <Form.Item name="logoUrl" label={t('fields:logoUrl')} extra={t('brandings.logoHint')}>
        <LogoInput />
      </Form.Item>
    </FormModal>
  );
}

/** The logo: uploaded when chosen (an image ≤ 10 MB), kept as its URL. */
function LogoInput({ value, onChange }: { value?: string | null; onChange?: (url: string | null) => void }) {
  const { t } = useTranslation('people');
  return (
    <UploadImage
      kind="picture"
      path={FILE_PATHS.picture}
      onUploaded={(url) => onChange?.(url)}
      label={t(value ? 'brandings.logoChange' : 'brandings.logoUpload')}
      before={value && <Avatar shape="square" size={48} alt="" src={value} />}
      after={
        value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('actions.remove')}
          </Button>
        )
      }
    />
  );
}
