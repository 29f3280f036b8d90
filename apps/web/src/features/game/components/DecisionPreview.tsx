import type { ReactNode } from 'react';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@sandtable/shared/format/money';
import { MoneyText } from '../../../components/format';
import type { DecisionPreview, Position } from '../decision';

/**
 * The live previews next to the form: the team's position, the unit cost and price index, the
 * output band, the cost of the plan with its overtime premium, and the cash left once this
 * round's spending is paid (before any sales).
 */
export function DecisionPreviewList({ preview, position }: { preview: DecisionPreview; position: Position }) {
  const { t } = useTranslation('game');
  const rows: [string, ReactNode, string][] = [
    [t('preview.cash'), <MoneyText fen={position.cash} />, 'cash'],
    [t('preview.stock'), t('units.count', { count: position.stock }), 'stock'],
    [t('preview.capacity'), t('units.count', { count: position.capacity }), 'capacity'],
    [t('preview.unitCost'), <MoneyText fen={preview.unitCost} />, 'unit-cost'],
    [
      t('preview.priceIndex'),
      preview.priceIndex == null ? '—' : t('preview.priceIndexValue', { index: preview.priceIndex.toFixed(2), percent: preview.pricePercentOfCost }),
      'price-index',
    ],
    [t('preview.outputBand'), t('preview.outputBandValue', { low: preview.outputLow, high: preview.outputHigh }), 'output-band'],
    [t('preview.productionCost'), <MoneyText fen={preview.productionCost} />, 'production-cost'],
    [
      t('preview.overtimePremium'),
      <span>
        <MoneyText fen={preview.overtimePremium} />
        {preview.overtimeUnits > 0 && (
          <Typography.Text type="secondary" className="preview__note">
            {' '}
            {t('preview.overtimeUnits', { count: preview.overtimeUnits })}
          </Typography.Text>
        )}
      </span>,
      'overtime-premium',
    ],
    [t('preview.fixedCosts'), <MoneyText fen={preview.fixedCosts} />, 'fixed-costs'],
    [t('preview.spending'), <MoneyText fen={preview.spending} />, 'spending'],
  ];
  return (
    <section className="preview" aria-label={t('preview.title')} data-testid="decision-preview">
      <Typography.Title level={5} className="preview__title">
        {t('preview.title')}
      </Typography.Title>
      <dl className="preview__list">
        {rows.map(([label, value, id]) => (
          <div className="preview__row" key={id} data-testid={`preview-${id}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`preview__row preview__row--total${preview.cashAfterSpending < 0 ? ' preview__row--negative' : ''}`} data-testid="preview-cash-after">
          <dt>{t('preview.cashAfter')}</dt>
          <dd>
            <MoneyText fen={preview.cashAfterSpending} />
          </dd>
        </div>
      </dl>
      <Typography.Paragraph type="secondary" className="preview__hint">
        {t('preview.hint', { premium: formatMoney(preview.overtimePremiumPerUnit) })}
      </Typography.Paragraph>
      {preview.beyondCapacity && <Alert type="info" showIcon title={t('preview.beyondCapacity', { max: preview.maxOutput })} data-testid="beyond-capacity" />}
      {preview.cashAfterSpending < 0 && <Alert className="preview__alert" type="warning" showIcon title={t('preview.overdraft', { interest: preview.overdraftInterestPercent })} />}
    </section>
  );
}
