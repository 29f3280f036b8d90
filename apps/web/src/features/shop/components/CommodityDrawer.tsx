import { useState } from 'react';
import { App, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import { TIME_FORMAT } from '@sandtable/shared/format/time';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { COMMODITY_FILE_PATHS, type ManagedCommodity } from '@sandtable/shared/contracts/commodity';
import { fenToYuan, yuanToFen } from '@sandtable/shared/format/money';
import { COMMODITY_KINDS, COMMODITY_LIMITS, type CommodityKind } from '@sandtable/shared/rules/commodity';
import { humanSize, UPLOAD_RULES, uploadTypesOf } from '@sandtable/shared/rules/uploads';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpointHooks';
import { FormDrawer } from '../../../components/FormDialog';
import { UploadImage } from '../../../components/UploadImage';
import { useLocale } from '../../../i18n/useLocale';
import { nameOf } from '../shop';

/** The portal's own pictures, one per kind (apps/web/public/images/shop). */
const PICTURES = COMMODITY_KINDS.map((kind) => `/images/shop/${kind}.svg`);

interface Values {
  kind: CommodityKind;
  nameZh: string;
  nameEn: string;
  description: string;
  imageUrl: string;
  /** In yuan here; named as the server names the field, so its messages land on it. */
  priceFen: number | null;
  stock: number | null;
  unlimited: boolean;
  validityMonths: number | null;
  /** An open session whose seats it sells (a course item only). */
  courseId: number | null;
  shelfOnAt: Dayjs | null;
  shelfOffAt: Dayjs | null;
}

/** What the shop manager reads again after a change. */
export const COMMODITY_VIEWS = [api.commodity.manage, api.commodity.select, api.commodity.get] as const;

/**
 * Making or editing a commodity (spec §5: image, stock, validity and price required; shelf-off not
 * before shelf-on). A new one is a draft until it is put on the shelf; an edit of one on sale
 * applies to later orders only (orders keep the name and price they were placed with).
 */
export function CommodityDrawer({ commodity, open, onClose }: { commodity: ManagedCommodity | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useEndpointMutation(api.commodity.save, { invalidates: COMMODITY_VIEWS });
  const unlimited = Form.useWatch('unlimited', form);
  const kind = Form.useWatch('kind', form);
  const [courseSearch, setCourseSearch] = useState('');
  const openSessions = useEndpointQuery(api.courses.select, { scope: 'managed', kind: 'open', keyword: courseSearch || undefined, pageNum: 1, pageSize: 20, sort: 'startAt', order: 'desc' }, { enabled: open && kind === 'course' });
  const initial: Partial<Values> = commodity
    ? {
        kind: commodity.kind, nameZh: commodity.nameZh, nameEn: commodity.nameEn, description: commodity.description, imageUrl: commodity.imageUrl,
        priceFen: fenToYuan(commodity.priceFen), stock: commodity.stock, unlimited: commodity.stock === null, validityMonths: commodity.validityMonths, courseId: commodity.courseId,
        shelfOnAt: dayjs(commodity.shelfOnAt), shelfOffAt: commodity.shelfOffAt ? dayjs(commodity.shelfOffAt) : null,
      }
    : { kind: 'course', imageUrl: PICTURES[0], unlimited: false, stock: 30, validityMonths: 12, courseId: null, shelfOnAt: dayjs().startOf('minute'), shelfOffAt: null, description: '' };
  return (
    <FormDrawer<Values>
      open={open}
      title={commodity ? t('manageShop.edit', { name: nameOf(commodity, locale) }) : t('manageShop.new')}
      form={form}
      initialValues={initial}
      okText={t('promo.save')}
      onClose={onClose}
      testId="commodity-drawer"
      onSubmit={async (v) => {
        await save.mutateAsync({
          ...(commodity ? { id: commodity.id } : {}),
          kind: v.kind, nameZh: v.nameZh, nameEn: v.nameEn, description: v.description ?? '', imageUrl: v.imageUrl,
          // The rules below have made sure each is there.
          priceFen: yuanToFen(v.priceFen!), stock: v.unlimited ? null : v.stock!, validityMonths: v.validityMonths!, courseId: v.kind === 'course' ? (v.courseId ?? null) : null,
          shelfOnAt: v.shelfOnAt?.toISOString() ?? '', shelfOffAt: v.shelfOffAt ? v.shelfOffAt.toISOString() : null,
        });
        void message.success(t('manageShop.saved'));
        onClose();
      }}
    >
      <Form.Item name="kind" label={t('detail.kind')} required>
        <Radio.Group options={COMMODITY_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
      </Form.Item>
      {kind === 'course' && (
        <Form.Item name="courseId" label={t('manageShop.course')} extra={t('manageShop.courseHelp')}>
          <Select
            allowClear
            showSearch
            filterOption={false}
            onSearch={setCourseSearch}
            loading={openSessions.isFetching}
            placeholder={t('manageShop.coursePlaceholder')}
            options={[
              ...(commodity?.courseId && commodity.courseName && !openSessions.data?.list.some((c) => c.id === commodity.courseId) ? [{ value: commodity.courseId, label: commodity.courseName }] : []),
              ...(openSessions.data?.list ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            data-testid="commodity-course"
          />
        </Form.Item>
      )}
      <Form.Item name="nameZh" label={t('manageShop.nameZh')} required>
        <Input maxLength={COMMODITY_LIMITS.nameZh} showCount lang="zh-CN" data-testid="commodity-name-zh" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('manageShop.nameEn')} required>
        <Input maxLength={COMMODITY_LIMITS.nameEn} showCount lang="en-US" data-testid="commodity-name-en" />
      </Form.Item>
      <Form.Item name="description" label={t('manageShop.description')}>
        <Input.TextArea maxLength={COMMODITY_LIMITS.description} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="imageUrl"
        label={t('manageShop.picture')}
        required
        extra={t('manageShop.pictureHint', { types: uploadTypesOf('commodity'), limit: humanSize(UPLOAD_RULES.commodity.maxBytes) })}
      >
        <PictureInput />
      </Form.Item>
      <Form.Item name="priceFen" label={t('manageShop.price')} rules={[{ required: true, message: t('manageShop.needed') }]}>
        <InputNumber className="full-width" min={0} max={fenToYuan(COMMODITY_LIMITS.priceFen.max)} precision={2} prefix="¥" data-testid="commodity-price" />
      </Form.Item>
      <Form.Item label={t('detail.stock')} required>
        <Form.Item name="stock" noStyle rules={[{ required: !unlimited, message: t('manageShop.needed') }]}>
          <InputNumber className="full-width" min={COMMODITY_LIMITS.stock.min} max={COMMODITY_LIMITS.stock.max} precision={0} disabled={unlimited} aria-label={t('detail.stock')} data-testid="commodity-stock" />
        </Form.Item>
        <Form.Item name="unlimited" valuePropName="checked" noStyle>
          <Checkbox className="shop-unlimited">{t('manageShop.unlimited')}</Checkbox>
        </Form.Item>
      </Form.Item>
      <Form.Item name="validityMonths" label={t('manageShop.validity')} rules={[{ required: true, message: t('manageShop.needed') }]}>
        <InputNumber className="full-width" min={COMMODITY_LIMITS.validityMonths.min} max={COMMODITY_LIMITS.validityMonths.max} precision={0} />
      </Form.Item>
      <Form.Item name="shelfOnAt" label={t('manageShop.shelfOn')} required>
        <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} className="full-width" />
      </Form.Item>
      <Form.Item name="shelfOffAt" label={t('detail.shelfOff')} extra={t('manageShop.shelfOffHelp')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} className="full-width" />
      </Form.Item>
    </FormDrawer>
  );
}

/**
 * The picture: one of the portal's own, or one the admin uploads (stored by the files module and
 * kept as its `/files/<id>`), previewed as the shop's card crops it. An uploaded one stays a choice
 * of the list, so going back to it after trying a portal picture needs no second upload.
 */
function PictureInput({ id, value, onChange }: { id?: string; value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation('shop');
  const [uploaded, setUploaded] = useState(value && !PICTURES.includes(value) ? value : null);
  const options = [
    ...PICTURES.map((p, i) => ({ value: p, label: t('manageShop.picturePortal', { kind: t(`kind.${COMMODITY_KINDS[i]}`) }) })),
    ...(uploaded ? [{ value: uploaded, label: t('manageShop.pictureOwn') }] : []),
  ];
  const chosen = (url: string) => {
    setUploaded(url);
    onChange?.(url);
  };
  return (
    <div className="commodity-picture">
      {value && <img className="commodity-picture__preview" src={value} alt={t('manageShop.picturePreview')} data-testid="commodity-picture-preview" />}
      <div className="commodity-picture__choices">
        <Select id={id} value={value} onChange={onChange} options={options} data-testid="commodity-picture" />
        <UploadImage kind="commodity" path={COMMODITY_FILE_PATHS.picture} onUploaded={chosen} label={t(uploaded ? 'manageShop.pictureReplace' : 'manageShop.pictureUpload')} testId="commodity-picture-upload" />
      </div>
    </div>
  );
}
