import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { refundReasonSchema, type Order } from '@sandtable/shared/contracts/order';
import { REFUND_LIMITS, refundShare } from '@sandtable/shared/rules/refund';
import { useEndpointMutation } from '../../../api/endpointHooks';
import { FormModal } from '../../../components/FormDialog';
import { MoneyText } from '../../../components/format';
import { useLocale } from '../../../i18n/useLocale';
import { zodRule } from '../../../lib/forms';
import { newRequestKey } from '../../../lib/requestKey';
import { nameOf, ORDER_VIEWS } from '../shop';

interface RefundValues {
  /** Units to give back, by line number. */
  units: Record<string, number | null>;
  reason: string;
}

/**
 * The buyer asks for units of a paid order back: how many of each line (at most what remains) and
 * why. What they would get back is shown as they choose (the shared share rule the server applies);
 * the server decides it again when the request arrives.
 */
export function RefundDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<RefundValues>();
  const refund = useEndpointMutation(api.order.refund, { invalidates: ORDER_VIEWS });
  // One key per opening: a doubled submit asks once.
  const requestKey = useMemo(() => (open ? newRequestKey() : null), [open]);
  const lines = order.lines.filter((l) => l.refundedQuantity < l.quantity);
  const watched = Form.useWatch('units', form);
  const units = watched ?? {};
  const [nothing, setNothing] = useState(false);
  useEffect(() => setNothing(false), [open, watched]);
  const back = lines.reduce(
    (sum, l) => {
      const share = refundShare(l, l.refundedQuantity, Math.min(Math.max(Number(units[l.lineNo]) || 0, 0), l.quantity - l.refundedQuantity));
      return { amountFen: sum.amountFen + share.amountFen, coins: sum.coins + share.coins };
    },
    { amountFen: 0, coins: 0 },
  );
  return (
    <FormModal<RefundValues>
      open={open}
      title={t('refund.title', { orderNo: order.orderNo })}
      form={form}
      okText={t('refund.submit')}
      initialValues={{ units: Object.fromEntries(lines.map((l) => [l.lineNo, l.quantity - l.refundedQuantity])), reason: '' }}
      onClose={onClose}
      onSubmit={async (values) => {
        const asked = lines.map((l) => ({ lineNo: l.lineNo, quantity: Number(values.units[l.lineNo]) || 0 })).filter((l) => l.quantity > 0);
        if (asked.length === 0) {
          setNothing(true);
          return;
        }
        await refund.mutateAsync({ id: order.id, lines: asked, reason: values.reason, requestKey });
        void message.success(t('refund.sent'));
        onClose();
      }}
      testId="refund-dialog"
    >
      <Typography.Paragraph type="secondary">{t('refund.lead')}</Typography.Paragraph>
      <Table
        rowKey="lineNo"
        size="small"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'item', title: t('place.item'), render: (_, l) => nameOf(l, locale) },
          { key: 'left', title: t('refund.remaining'), align: 'right', render: (_, l) => l.quantity - l.refundedQuantity },
          {
            key: 'units',
            title: t('refund.units'),
            render: (_, l) => (
              <Form.Item name={['units', String(l.lineNo)]} noStyle>
                <InputNumber min={0} max={l.quantity - l.refundedQuantity} precision={0} aria-label={t('refund.unitsOf', { name: nameOf(l, locale) })} data-testid={`refund-units-${l.lineNo}`} />
              </Form.Item>
            ),
          },
        ]}
      />
      {nothing && <Alert type="error" showIcon title={t('refund.nothing')} role="alert" />}
      <p className="refund-dialog__back" data-testid="refund-back">
        {t('refund.back')} <MoneyText fen={back.amountFen} />
        {back.coins > 0 && ` ${t('refund.coins', { count: back.coins })}`}
      </p>
      <Form.Item name="reason" label={t('refund.reason')} required rules={[zodRule(refundReasonSchema, 'reason')]}>
        <Input.TextArea maxLength={REFUND_LIMITS.reasonMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} placeholder={t('refund.reasonPlaceholder')} data-testid="refund-reason" />
      </Form.Item>
    </FormModal>
  );
}
