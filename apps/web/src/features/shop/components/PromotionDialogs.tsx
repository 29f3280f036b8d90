import { useMemo, useState } from 'react';
import { Alert, App, DatePicker, Form, Input, InputNumber, Radio, Table, Typography } from 'antd';
import { TIME_FORMAT } from '@sandtable/shared/format/time';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Promotion } from '@sandtable/shared/contracts/promotion';
import { fenToYuan, formatYuan, yuanToFen } from '@sandtable/shared/format/money';
import { PROMOTION_KINDS, PROMOTION_LIMITS, RED_ENVELOPE_LIMITS, type PromotionKind } from '@sandtable/shared/rules/promotion';
import { useEndpointMutation } from '../../../api/endpointHooks';
import { FormDrawer, FormModal } from '../../../components/FormDialog';
import { MoneyText, PhoneText } from '../../../components/format';
import { newRequestKey } from '../../../lib/requestKey';
import { PROMOTION_VIEWS } from '../shop';

const yuanMax = fenToYuan(PROMOTION_LIMITS.amountFen);

interface PromotionValues {
  title: string;
  description: string;
  kind: PromotionKind;
  // Named as the server names the fields (so its messages land on them), in yuan here.
  thresholdFen: number | null;
  reductionFen: number | null;
  percentOff: number | null;
  capFen: number | null;
  code: string;
  perUserLimit: number | null;
  totalLimit: number | null;
  effectiveAt: Dayjs | null;
  expiresAt: Dayjs | null;
}

const toFen = (yuan: number | null) => (yuan === null || yuan === undefined ? null : yuanToFen(yuan));

/**
 * Making or editing a promotion: a threshold reduction or a percentage off with its maximum, the
 * effective amount, dates, limits and code. The server checks every rule again (and names the
 * field); amounts are typed in yuan and sent in fen.
 */
export function PromotionDrawer({ promotion, open, onClose }: { promotion: Promotion | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const [form] = Form.useForm<PromotionValues>();
  const save = useEndpointMutation(api.promotion.save, { invalidates: PROMOTION_VIEWS });
  const kind = Form.useWatch('kind', form) ?? promotion?.kind ?? 'threshold';
  const initial: Partial<PromotionValues> = promotion
    ? {
        title: promotion.title, description: promotion.description, kind: promotion.kind, thresholdFen: fenToYuan(promotion.thresholdFen),
        reductionFen: promotion.kind === 'threshold' ? fenToYuan(promotion.reductionFen) : null, percentOff: promotion.kind === 'percentage' ? promotion.percentOff : null,
        capFen: promotion.kind === 'percentage' ? fenToYuan(promotion.capFen) : null, code: promotion.code, perUserLimit: promotion.perUserLimit, totalLimit: promotion.totalLimit,
        effectiveAt: dayjs(promotion.effectiveAt), expiresAt: dayjs(promotion.expiresAt),
      }
    : { kind: 'threshold', perUserLimit: 1, totalLimit: null, effectiveAt: dayjs().startOf('minute'), expiresAt: dayjs().add(30, 'day').endOf('day').startOf('minute'), code: '', description: '' };
  return (
    <FormDrawer<PromotionValues>
      open={open}
      title={promotion ? t('promo.edit', { title: promotion.title }) : t('promo.new')}
      form={form}
      initialValues={initial}
      onClose={onClose}
      okText={t('promo.save')}
      testId="promotion-drawer"
      onSubmit={async (v) => {
        await save.mutateAsync({
          ...(promotion ? { id: promotion.id } : {}),
          title: v.title, description: v.description ?? '', kind: v.kind, thresholdFen: toFen(v.thresholdFen) ?? 0,
          reductionFen: v.kind === 'threshold' ? toFen(v.reductionFen) : null, percentOff: v.kind === 'percentage' ? v.percentOff : null, capFen: v.kind === 'percentage' ? toFen(v.capFen) : null,
          code: v.code ?? '', perUserLimit: v.perUserLimit ?? 1, totalLimit: v.totalLimit ?? null,
          effectiveAt: v.effectiveAt?.toISOString() ?? '', expiresAt: v.expiresAt?.toISOString() ?? '',
        });
        void message.success(t('promo.saved'));
        onClose();
      }}
    >
      <Form.Item name="title" label={t('promo.title')} required>
        <Input maxLength={PROMOTION_LIMITS.title} showCount data-testid="promo-title" />
      </Form.Item>
      <Form.Item name="description" label={t('promo.description')}>
        <Input.TextArea maxLength={PROMOTION_LIMITS.description} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="kind" label={t('promo.kind')} required>
        <Radio.Group options={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`promo.kinds.${k}`) }))} data-testid="promo-kind" />
      </Form.Item>
      <Form.Item name="thresholdFen" label={t('promo.threshold')} extra={t('promo.thresholdHelp')} required>
        <InputNumber className="full-width" min={0} max={yuanMax} precision={2} prefix="¥" data-testid="promo-threshold" />
      </Form.Item>
      {kind === 'threshold' ? (
        <Form.Item name="reductionFen" label={t('promo.reduction')} required>
          <InputNumber className="full-width" min={0.01} max={yuanMax} precision={2} prefix="¥" data-testid="promo-reduction" />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="percentOff" label={t('promo.percentOff')} required>
            <InputNumber className="full-width" min={PROMOTION_LIMITS.percentOff.min} max={PROMOTION_LIMITS.percentOff.max} precision={0} suffix="%" data-testid="promo-percent" />
          </Form.Item>
          <Form.Item name="capFen" label={t('promo.cap')} required>
            <InputNumber className="full-width" min={0.01} max={yuanMax} precision={2} prefix="¥" data-testid="promo-cap" />
          </Form.Item>
        </>
      )}
      <Form.Item name="effectiveAt" label={t('promo.effectiveAt')} required>
        <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} className="full-width" />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('promo.expiresAt')} required>
        <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} className="full-width" />
      </Form.Item>
      <Form.Item name="perUserLimit" label={t('promo.perUser')} required>
        <InputNumber className="full-width" min={PROMOTION_LIMITS.perUser.min} max={PROMOTION_LIMITS.perUser.max} precision={0} />
      </Form.Item>
      <Form.Item name="totalLimit" label={t('promo.total')} extra={t('promo.totalHelp')}>
        <InputNumber className="full-width" min={PROMOTION_LIMITS.total.min} max={PROMOTION_LIMITS.total.max} precision={0} />
      </Form.Item>
      <Form.Item name="code" label={t('promo.code')} extra={t('promo.codeHelp')}>
        <Input maxLength={PROMOTION_LIMITS.code.max} autoComplete="off" style={{ textTransform: 'uppercase' }} data-testid="promo-code" />
      </Form.Item>
    </FormDrawer>
  );
}

interface EnvelopeValues {
  title: string;
  /** In yuan here; named as the server names the field. */
  totalFen: number | null;
  mobiles: string;
}

/** The mobiles typed in a box: one per line, or separated by commas or spaces. */
const mobilesIn = (text: string) => text.split(/[\s,，、;；]+/).map((m) => m.trim()).filter(Boolean);

/**
 * Sending a red envelope: an amount split at random between the people of a list of mobiles, a
 * voucher each for 12 months. After sending, the dialog shows who got what.
 */
export function RedEnvelopeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const [form] = Form.useForm<EnvelopeValues>();
  const send = useEndpointMutation(api.promotion.redEnvelope, { invalidates: PROMOTION_VIEWS });
  const requestKey = useMemo(() => (open ? newRequestKey() : null), [open]);
  const [sent, setSent] = useState<{ userId: number; name: string; mobile: string; amountFen: number }[] | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  const typed = Form.useWatch('mobiles', form) ?? '';
  return (
    <FormModal<EnvelopeValues>
      open={open}
      title={t('envelope.title')}
      form={form}
      okText={sent ? t('envelope.again') : t('envelope.send')}
      initialValues={{ title: t('envelope.defaultTitle'), totalFen: null, mobiles: '' }}
      onClose={close}
      testId="envelope-dialog"
      onSubmit={async (v) => {
        if (sent) {
          setSent(null);
          form.resetFields();
          return;
        }
        const answer = await send.mutateAsync({ title: v.title, totalFen: toFen(v.totalFen) ?? 0, mobiles: mobilesIn(v.mobiles ?? ''), requestKey });
        setSent(answer.shares);
      }}
    >
      {sent ? (
        <div className="stack" data-testid="envelope-sent">
          <Alert type="success" showIcon title={t('envelope.sent', { count: sent.length, total: formatYuan(sent.reduce((a, s) => a + s.amountFen, 0)) })} />
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={sent}
            columns={[
              { key: 'name', title: t('orderAdmin.buyer'), render: (_, s) => s.name },
              { key: 'mobile', title: t('fields:mobile'), render: (_, s) => <PhoneText phone={s.mobile} /> },
              { key: 'amount', title: t('envelope.share'), align: 'right', render: (_, s) => <MoneyText fen={s.amountFen} /> },
            ]}
          />
        </div>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('envelope.lead', { months: RED_ENVELOPE_LIMITS.validityMonths })}</Typography.Paragraph>
          <Form.Item name="title" label={t('promo.title')} required>
            <Input maxLength={PROMOTION_LIMITS.title} data-testid="envelope-title" />
          </Form.Item>
          <Form.Item name="totalFen" label={t('envelope.total')} required>
            <InputNumber className="full-width" min={0.01} max={fenToYuan(RED_ENVELOPE_LIMITS.totalFen.max)} precision={2} prefix="¥" data-testid="envelope-total" />
          </Form.Item>
          <Form.Item name="mobiles" label={t('envelope.mobiles')} extra={t('envelope.mobilesHelp', { count: mobilesIn(typed).length, max: RED_ENVELOPE_LIMITS.recipients.max })} required>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="envelope-mobiles" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
