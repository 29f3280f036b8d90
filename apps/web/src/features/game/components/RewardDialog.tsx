import { useMemo } from 'react';
import { App, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { gameEndpoints } from '@sandtable/shared/contracts/game';
import { COIN_REWARD_MAX } from '@sandtable/shared/rules/constants';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { call } from '../../../api/client';
import { FormModal } from '../../../components/FormDialog';
import { zodRule } from '../../../lib/forms';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { newRequestKey } from '../../../lib/requestKey';

const shape = gameEndpoints.reward.request.shape;

export interface RewardTarget {
  courseId: number;
  /** A team (each member gets the coins) or one student. */
  teamId?: number;
  userId?: number;
  /** Who, for the title. */
  name: string;
}

interface RewardValues {
  coins: number | null;
  note?: string;
}

/** The lecturer's coin reward (spec §9: whole coins, 1 to 10000, within the giver's balance). */
export function RewardDialog({ target, onClose }: { target: RewardTarget | null; onClose: () => void }) {
  const { t } = useTranslation('game');
  const { message } = App.useApp();
  const [form] = Form.useForm<RewardValues>();
  // One key per opened dialog: a retried or doubled submit of it rewards once (the server's ledger).
  const requestKey = useMemo(() => (target ? newRequestKey() : null), [target]);
  return (
    <FormModal<RewardValues>
      open={!!target}
      title={t('reward.title', { name: target?.name ?? '' })}
      form={form}
      okText={t('reward.give')}
      initialValues={{ coins: null }}
      codeFields={{ [Errors.coinsInsufficient.code]: 'coins' }}
      onClose={onClose}
      onSubmit={async (values) => {
        if (!target) return;
        const answer = await call(api.game.reward, {
          courseId: target.courseId,
          ...(target.teamId ? { teamId: target.teamId } : { userId: target.userId }),
          coins: values.coins!,
          note: values.note?.trim() || null,
          requestKey,
        });
        void message.success(t('reward.done', { count: answer.recipients, balance: answer.balance }));
        onClose();
      }}
      testId="reward-dialog"
    >
      <Typography.Paragraph type="secondary">{target?.teamId ? t('reward.teamLead') : t('reward.studentLead')}</Typography.Paragraph>
      <Form.Item name="coins" label={t('reward.coins')} rules={[zodRule(shape.coins, 'coins')]} extra={t('reward.coinsHelp', { max: COIN_REWARD_MAX })}>
        <InputNumber className="full-width" min={1} max={COIN_REWARD_MAX} precision={0} step={10} data-testid="reward-coins" />
      </Form.Item>
      <Form.Item name="note" label={t('reward.note')}>
        <Input.TextArea maxLength={TEXT_MAX.rewardNote} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t('reward.notePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
