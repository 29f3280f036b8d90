import { App, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { actions } from '@sandtable/sim/assessments';
import { ACTION_CARD_LIMITS, actionCardEndpoints as C, actionCardFieldsSchema, type ActionBoard, type ActionCard } from '@sandtable/shared/contracts/actionCards';
import { useEndpointMutation } from '../../../api/endpointHooks';
import { FormModal } from '../../../components/FormDialog';
import { zodRule } from '../../../lib/forms';
import { useLocale } from '../../../i18n/useLocale';
import { langOf } from '../hooks';
import { useAreaLabel } from './actionCardText';

const shape = actionCardFieldsSchema.shape;
const DATE = 'YYYY-MM-DD';

interface CardValues {
  title: string;
  description?: string;
  ownerId?: number | null;
  dueOn?: Dayjs | null;
  source?: string | null;
}

/** What the dialog starts from: a card to edit, or a new card (empty, or a suggestion's texts). */
export type CardDraft = { card: ActionCard } | { source: string | null };

/**
 * Creating (from a suggestion or blank) or editing a team's action card: the action, details, an
 * owner among the team's members, a due date from today (the portal's, from the board) and the area
 * it responds to. The shared schema checks each field as it is left; the server checks again
 * (owner in the team, date not past) and its field messages land on the fields.
 */
export function ActionCardDialog({ board, draft, onClose }: { board: ActionBoard; draft: CardDraft | null; onClose: () => void }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const { message } = App.useApp();
  const [form] = Form.useForm<CardValues>();
  const areaLabel = useAreaLabel();
  const create = useEndpointMutation(C.create, { invalidates: [C.board, C.mine] });
  const update = useEndpointMutation(C.update, { invalidates: [C.board, C.mine] });
  const editing = draft && 'card' in draft ? draft.card : null;

  const initial = (): Partial<CardValues> => {
    if (editing) return { title: editing.title, description: editing.description, ownerId: editing.ownerId, dueOn: dayjs(editing.dueOn, DATE), source: editing.source };
    const source = draft && 'source' in draft ? draft.source : null;
    const text = source ? actions.suggestionText(source) : null;
    return { title: text?.title[lang] ?? '', description: text?.description[lang] ?? '', ownerId: null, dueOn: dayjs(board.today, DATE).add(14, 'day'), source };
  };

  const submit = async (v: CardValues) => {
    const fields = { title: v.title.trim(), description: v.description?.trim() ?? '', ownerId: v.ownerId ?? null, dueOn: v.dueOn ? v.dueOn.format(DATE) : '', source: v.source ?? null };
    if (editing) await update.mutateAsync({ id: editing.id, ...fields });
    else await create.mutateAsync({ teamId: board.teamId, ...fields });
    void message.success(editing ? t('cards.saved') : t('cards.created'));
    onClose();
  };

  const notPast = {
    validator: async (_: unknown, d: Dayjs | null | undefined) => {
      if (d && d.format(DATE) < board.today && d.format(DATE) !== editing?.dueOn) throw new Error(t('validation:ac_due_past', { today: board.today }));
    },
  };
  const dueRule = {
    validator: async (_: unknown, d: Dayjs | null | undefined) => {
      if (!d) throw new Error(t('validation:ac_due_required'));
    },
  };

  return (
    <FormModal<CardValues>
      open={draft !== null}
      title={editing ? t('cards.editTitle') : t('cards.newTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      okText={editing ? undefined : t('cards.create')}
      initialValues={draft ? initial() : undefined}
      testId="action-card-dialog"
    >
      <Form.Item name="title" label={t('cards.field.title')} required validateTrigger="onBlur" rules={[zodRule(shape.title, 'title')]}>
        <Input maxLength={ACTION_CARD_LIMITS.title} showCount placeholder={t('cards.field.titlePlaceholder')} data-testid="card-title" />
      </Form.Item>
      <Form.Item name="description" label={t('cards.field.description')}>
        <Input.TextArea maxLength={ACTION_CARD_LIMITS.description} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('cards.field.descriptionPlaceholder')} data-testid="card-description" />
      </Form.Item>
      <Form.Item name="ownerId" label={t('cards.field.owner')} extra={t('cards.field.ownerHelp')}>
        <Select<number | null>
          allowClear
          placeholder={t('cards.field.ownerPlaceholder')}
          options={board.members.map((m) => ({ value: m.userId, label: m.name }))}
          data-testid="card-owner"
        />
      </Form.Item>
      <Form.Item name="dueOn" label={t('cards.field.dueOn')} required extra={t('cards.field.dueOnHelp', { today: board.today })} rules={[dueRule, notPast]}>
        <DatePicker format={DATE} className="card-dialog__date" disabledDate={(d) => d.format(DATE) < board.today} data-testid="card-due" />
      </Form.Item>
      <Form.Item name="source" label={t('cards.field.source')} extra={t('cards.field.sourceHelp')}>
        <Select<string | null>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('cards.field.sourcePlaceholder')}
          options={actions.SUGGESTION_KEYS.map((key) => ({ value: key, label: areaLabel(key) }))}
          data-testid="card-source"
        />
      </Form.Item>
    </FormModal>
  );
}
