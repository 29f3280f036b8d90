import { useMemo } from 'react';
import { App, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { yuanToFen } from '@sandtable/shared/format/money';
import { TIP_YUAN } from '@sandtable/shared/rules/constants';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { call } from '../../../api/client';
import { FormModal } from '../../../components/FormDialog';
import { newRequestKey } from '../../../lib/requestKey';
import { useLocale } from '../../../i18n/useLocale';

export interface TipTarget {
  courseId: number;
  userId: number;
  /** Who, for the title. */
  name: string;
}

interface TipValues {
  yuan: number | null;
  note?: string;
}

/**
 * A lecturer's tip to a student of their course (spec §5, §9: 1 to 50000 yuan), paid in coins from
 * the lecturer's balance; the server checks the range and the balance ("coins insufficient to tip").
 */
export function TipDialog({ target, onClose }: { target: TipTarget | null; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const locale = useLocale();
  const [form] = Form.useForm<TipValues>();
  // One key per opened dialog: a retried or doubled submit tips once.
  const requestKey = useMemo(() => (target ? newRequestKey() : null), [target]);
  return (
    <FormModal<TipValues>
      open={!!target}
      title={t('wallet.tip.title', { name: target?.name ?? '' })}
      form={form}
      okText={t('wallet.tip.give')}
      initialValues={{ yuan: null }}
      codeFields={{ [Errors.coinsInsufficient.code]: 'yuan' }}
      onClose={onClose}
      onSubmit={async (values) => {
        if (!target) return;
        const answer = await call(api.wallet.tip, { courseId: target.courseId, userId: target.userId, amountFen: yuanToFen(values.yuan!), note: values.note?.trim() || null, requestKey });
        void message.success(t('wallet.tip.done', { coins: answer.coins.toLocaleString(locale), balance: answer.balance.toLocaleString(locale) }));
        onClose();
      }}
      testId="tip-dialog"
    >
      <Typography.Paragraph type="secondary">{t('wallet.tip.lead')}</Typography.Paragraph>
      <Form.Item name="yuan" label={t('wallet.tip.amount')} rules={[{ required: true, type: 'number', min: TIP_YUAN.min, max: TIP_YUAN.max, message: t('validation:tipRange') }]} extra={t('wallet.tip.amountHelp', { min: TIP_YUAN.min.toLocaleString(locale), max: TIP_YUAN.max.toLocaleString(locale) })}>
        <InputNumber className="full-width" min={TIP_YUAN.min} max={TIP_YUAN.max} precision={2} prefix="¥" data-testid="tip-yuan" />
      </Form.Item>
      <Form.Item name="note" label={t('wallet.tip.note')}>
        <Input.TextArea maxLength={TEXT_MAX.rewardNote} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t('wallet.tip.notePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
