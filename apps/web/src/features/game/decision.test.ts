import { describe, expect, it } from 'vitest';
import { defaultMarketParams, overtimePremiumPerUnit, priceRange, unitCost } from '@sandtable/sim/market';
import { completeDecision, decisionIssues, gameParams, limitsPosition, previewDecision, suggestedDecision, toFormValues, moneyFen } from './decision';
import { gameView } from './test/fixtures';

const view = gameView();
const position = view.position!;
const params = gameParams(view);

describe('decision form arithmetic', () => {
  it('turns yuan into whole fen without float drift', () => {
    expect(moneyFen(160)).toBe(16_000);
    expect(moneyFen(12.34)).toBe(1_234);
    expect(moneyFen(0.29)).toBe(29);
    expect(moneyFen(1.005)).toBe(101);
    expect(moneyFen(null)).toBeNull();
    expect(completeDecision({ price: 160, plannedProduction: 900, overtimePercent: 10, marketing: 12_000, research: 6_000.5 })).toEqual({
      price: 16_000,
      plannedProduction: 900,
      overtimePercent: 10,
      marketing: 1_200_000,
      research: 600_050,
    });
    expect(completeDecision({ price: null, plannedProduction: 900, overtimePercent: 10, marketing: 0, research: 0 })).toBeNull();
  });

  it('uses the game’s own parameters as the server sends them: unit cost, price range and overtime premium', () => {
    expect(params).toEqual(defaultMarketParams);
    expect(limitsPosition(params)).toMatchObject({ unitCost: unitCost(defaultMarketParams), priceMin: priceRange(defaultMarketParams).min, priceMax: priceRange(defaultMarketParams).max });
    // A game played with other costs previews and checks with them (nothing is rebuilt from the defaults).
    const other = { ...defaultMarketParams, unitMaterialCost: 12_000, unitLabourCost: 8_000 };
    const otherPosition = limitsPosition(other);
    expect(otherPosition).toMatchObject({ unitCost: 20_000, priceMin: 10_000, priceMax: 60_000 });
    expect(previewDecision({ price: 300, plannedProduction: 1_300, overtimePercent: 30, marketing: 0, research: 0 }, otherPosition, other).overtimePremiumPerUnit).toBe(
      overtimePremiumPerUnit(other),
    );
    expect(decisionIssues({ ...suggestedDecision(other, otherPosition), price: 9_999 }, other)).toEqual([{ field: 'price', code: 'price_below_min', limit: 10_000 }]);
    expect(suggestedDecision(other, otherPosition).price).toBe(32_000);
  });

  it('previews a plan within capacity: no overtime, cost = plan × unit cost', () => {
    const p = previewDecision(toFormValues({ price: 16_000, plannedProduction: 1_000, overtimePercent: 0, marketing: 1_200_000, research: 600_000 }), position, params);
    expect(p.unitCost).toBe(10_000);
    expect(p.pricePercentOfCost).toBe(160);
    expect(p.outputLow).toBe(700);
    expect(p.outputHigh).toBe(1_200); // +30% = 1300, capped by capacity without overtime
    expect(p.overtimeUnits).toBe(0);
    expect(p.productionCost).toBe(10_000_000);
    const fixed = defaultMarketParams.fixedOverhead + 1_200 * defaultMarketParams.capacityUpkeepPerUnit;
    expect(p.fixedCosts).toBe(fixed);
    expect(p.spending).toBe(10_000_000 + 1_200_000 + 600_000 + fixed);
    expect(p.cashAfterSpending).toBe(20_000_000 - p.spending);
    expect(p.priceIndex).toBeGreaterThan(10);
    expect(p.priceIndex).toBeLessThan(100);
  });

  it('previews overtime: units beyond capacity pay the engine’s premium, the plan is capped at capacity + overtime', () => {
    const p = previewDecision({ price: 160, plannedProduction: 1_500, overtimePercent: 30, marketing: 0, research: 0 }, position, params);
    expect(p.maxOutput).toBe(1_560);
    expect(p.plannedOutput).toBe(1_500);
    expect(p.overtimeUnits).toBe(300);
    expect(p.overtimePremiumPerUnit).toBe(overtimePremiumPerUnit(defaultMarketParams));
    expect(p.overtimePremium).toBe(300 * 1_080);
    expect(p.beyondCapacity).toBe(false);

    const capped = previewDecision({ price: 160, plannedProduction: 2_000, overtimePercent: 10, marketing: 0, research: 0 }, position, params);
    expect(capped.maxOutput).toBe(1_320);
    expect(capped.plannedOutput).toBe(1_320);
    expect(capped.overtimeUnits).toBe(120);
    expect(capped.beyondCapacity).toBe(true);
  });

  it('shows a negative cash preview as an overdraft', () => {
    const p = previewDecision({ price: 160, plannedProduction: 1_000, overtimePercent: 0, marketing: 150_000, research: 50_000 }, position, params);
    expect(p.cashAfterSpending).toBeLessThan(0);
    // The warning quotes the game's own overdraft rate.
    expect(p.overdraftInterestPercent).toBe(Math.round(defaultMarketParams.overdraftInterestRate * 100));
  });

  it('checks decisions with the engine: the price range and overtime limit', () => {
    expect(decisionIssues(suggestedDecision(params, position), params)).toEqual([]);
    expect(decisionIssues({ ...suggestedDecision(params, position), price: 4_999 }, params)).toEqual([{ field: 'price', code: 'price_below_min', limit: 5_000 }]);
    expect(decisionIssues({ ...suggestedDecision(params, position), price: 30_001 }, params)).toEqual([{ field: 'price', code: 'price_above_max', limit: 30_000 }]);
    expect(decisionIssues({ ...suggestedDecision(params, position), overtimePercent: 31 }, params)).toEqual([{ field: 'overtimePercent', code: 'overtime_above_max', limit: 30 }]);
  });
});
