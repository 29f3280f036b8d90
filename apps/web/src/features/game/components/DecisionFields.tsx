import { Form, InputNumber } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { decisionSchema, type Decision } from '@sandtable/shared/contracts/game';
import { formatMoney, formatYuan } from '@sandtable/shared/format/money';
import { i18n } from '../../../i18n';
import { decisionIssues, MONEY_FIELDS, OVERTIME_MAX_PERCENT, FLEX_PERCENT, moneyFen, type Position } from '../decision';

/** A valid filler for the fields not being checked, so the engine reports only the field at hand. */
const FILLER: Decision = { price: 0, plannedProduction: 0, overtimePercent: 0, marketing: 0, research: 0 };

/**
 * One field's rule: required, then the engine's own limits (validateDecision: price 50–300% of
 * unit cost, overtime ≤ 30%), then the contract's bounds — the checks the server makes, in the
 * reader's language, with money limits in yuan.
 */
export function decisionRule(field: keyof Decision, position: Position): FormRule {
  return {
    validator: async (_rule, value: number | null | undefined) => {
      if (value == null) throw new Error(i18n.t('game:form.errors.required'));
      const wire = MONEY_FIELDS.has(field) ? moneyFen(value)! : value;
      const issue = decisionIssues({ ...FILLER, price: position.priceMin, [field]: wire }, position).find((i) => i.field === field);
      if (issue) {
        const limit = issue.limit == null ? '' : MONEY_FIELDS.has(field) ? formatMoney(issue.limit) : String(issue.limit);
        throw new Error(i18n.t(`game:form.errors.${issue.code}`, { limit }));
      }
      // The contract's upper bounds (far above sensible play) are the other thing the server checks.
      const parsed = decisionSchema.shape[field].safeParse(wire);
      if (!parsed.success) {
        const maximum = (parsed.error.issues[0] as { maximum?: number | bigint }).maximum;
        const limit = maximum == null ? '' : MONEY_FIELDS.has(field) ? formatMoney(Number(maximum)) : String(maximum);
        throw new Error(i18n.t(maximum == null ? 'game:form.errors.required' : 'game:form.errors.above_max', { limit }));
      }
    },
  };
}

/**
 * The five decision inputs with the help of spec §9. Used by the team's form and by the
 * lecturer's re-run editor; `disabled` shows a decision read-only.
 */
export function DecisionFields({ position, disabled, compact }: { position: Position; disabled?: boolean; compact?: boolean }) {
  const { t } = useTranslation('game');
  const money = formatYuan;
  const help = (text: string) => (compact ? undefined : text);
  return (
    <div className="decision-fields">
      <Form.Item
        name="price"
        label={t('decision.price')}
        rules={[decisionRule('price', position)]}
        extra={help(t('form.help.price', { min: money(position.priceMin), max: money(position.priceMax), cost: money(position.unitCost) }))}
      >
        <InputNumber className="full-width" min={0} step={1} precision={2} prefix="¥" suffix={t('units.perUnit')} disabled={disabled} data-testid="field-price" />
      </Form.Item>
      <Form.Item name="plannedProduction" label={t('decision.plannedProduction')} rules={[decisionRule('plannedProduction', position)]} extra={help(t('form.help.plannedProduction', { flex: FLEX_PERCENT }))}>
        <InputNumber className="full-width" min={0} step={50} precision={0} suffix={t('units.units')} disabled={disabled} data-testid="field-plannedProduction" />
      </Form.Item>
      <Form.Item
        name="overtimePercent"
        label={t('decision.overtimePercent')}
        rules={[decisionRule('overtimePercent', position)]}
        extra={help(t('form.help.overtimePercent', { max: OVERTIME_MAX_PERCENT }))}
      >
        <InputNumber className="full-width" min={0} max={100} step={5} precision={0} suffix="%" disabled={disabled} data-testid="field-overtimePercent" />
      </Form.Item>
      <Form.Item name="marketing" label={t('decision.marketing')} rules={[decisionRule('marketing', position)]} extra={help(t('form.help.marketing'))}>
        <InputNumber className="full-width" min={0} step={1000} precision={2} prefix="¥" disabled={disabled} data-testid="field-marketing" />
      </Form.Item>
      <Form.Item name="research" label={t('decision.research')} rules={[decisionRule('research', position)]} extra={help(t('form.help.research'))}>
        <InputNumber className="full-width" min={0} step={1000} precision={2} prefix="¥" disabled={disabled} data-testid="field-research" />
      </Form.Item>
    </div>
  );
}
