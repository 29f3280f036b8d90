import { Form, InputNumber } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Decision } from '@sandtable/shared/contracts/game';
import { marketEngine, type MarketParams } from '@sandtable/sim/market';
import { formatMoney, formatYuan } from '@sandtable/shared/format/money';
import { i18n } from '../../../i18n';
import { decisionIssues, MONEY_FIELDS, moneyFen, type Position } from '../decision';

/** A valid filler for the fields not being checked, so the engine reports only the field at hand. */
const FILLER: Decision = { price: 0, plannedProduction: 0, overtimePercent: 0, marketing: 0, research: 0 };

/**
 * One field's rule: required, then the engine's own limits with the game's parameters
 * (validateDecision: price 50–300% of unit cost, overtime ≤ 30%, the size caps) — the checks the
 * server makes, in the reader's language, with money limits in yuan.
 */
export function decisionRule(field: keyof Decision, position: Position, params: MarketParams): FormRule {
  return {
    validator: async (_rule, value: number | null | undefined) => {
      if (value == null) throw new Error(i18n.t('game:form.errors.required'));
      const wire = MONEY_FIELDS.has(field) ? moneyFen(value)! : value;
      const issue = decisionIssues({ ...FILLER, price: position.priceMin, [field]: wire }, params).find((i) => i.field === field);
      if (issue) {
        const limit = issue.limit == null ? '' : MONEY_FIELDS.has(field) ? formatMoney(issue.limit) : String(issue.limit);
        throw new Error(i18n.t(`game:form.errors.${issue.code}`, { limit }));
      }
    },
  };
}

/**
 * The five decision inputs with the help of spec §9. Used by the team's form and by the
 * lecturer's re-run editor; `disabled` shows a decision read-only.
 */
export function DecisionFields({ position, params, disabled, compact }: { position: Position; params: MarketParams; disabled?: boolean; compact?: boolean }) {
  const { t } = useTranslation('game');
  const { flex, overtimeMax } = marketEngine.rules(params).figures;
  const money = formatYuan;
  const help = (text: string) => (compact ? undefined : text);
  return (
    <div className="decision-fields">
      <Form.Item
        name="price"
        label={t('decision.price')}
        rules={[decisionRule('price', position, params)]}
        extra={help(t('form.help.price', { min: money(position.priceMin), max: money(position.priceMax), cost: money(position.unitCost) }))}
      >
        <InputNumber className="full-width" min={0} step={1} precision={2} prefix="¥" suffix={t('units.perUnit')} disabled={disabled} data-testid="field-price" />
      </Form.Item>
      <Form.Item name="plannedProduction" label={t('decision.plannedProduction')} rules={[decisionRule('plannedProduction', position, params)]} extra={help(t('form.help.plannedProduction', { flex }))}>
        <InputNumber className="full-width" min={0} step={50} precision={0} suffix={t('units.units')} disabled={disabled} data-testid="field-plannedProduction" />
      </Form.Item>
      <Form.Item
        name="overtimePercent"
        label={t('decision.overtimePercent')}
        rules={[decisionRule('overtimePercent', position, params)]}
        extra={help(t('form.help.overtimePercent', { max: overtimeMax }))}
      >
        <InputNumber className="full-width" min={0} step={5} precision={0} suffix="%" disabled={disabled} data-testid="field-overtimePercent" />
      </Form.Item>
      <Form.Item name="marketing" label={t('decision.marketing')} rules={[decisionRule('marketing', position, params)]} extra={help(t('form.help.marketing'))}>
        <InputNumber className="full-width" min={0} step={1000} precision={2} prefix="¥" disabled={disabled} data-testid="field-marketing" />
      </Form.Item>
      <Form.Item name="research" label={t('decision.research')} rules={[decisionRule('research', position, params)]} extra={help(t('form.help.research'))}>
        <InputNumber className="full-width" min={0} step={1000} precision={2} prefix="¥" disabled={disabled} data-testid="field-research" />
      </Form.Item>
    </div>
  );
}
