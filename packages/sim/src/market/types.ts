// The market engine's data, all plain JSON: money in integer fen (1 yuan = 100 fen), goods in
// whole units, ratios as plain numbers. The model behind each field is docs/simulations/market.md.

/** What one team decides for one round. */
export interface TeamDecision {
  /** Selling price per unit, fen; 50%–300% of the unit cost (see priceRange). */
  price: number;
  /** Units the team plans to make; actual output flexes ±30% around it to meet demand. */
  plannedProduction: number;
  /** Overtime the team allows, as a whole percentage of capacity (0–30). Used only when demand needs it. */
  overtimePercent: number;
  /** Marketing spend this round, fen. Works this round only, with diminishing returns. */
  marketing: number;
  /** R&D spend this round, fen. Builds the quality stock, which decays slowly. */
  research: number;
}

/** Decisions for one round, by team id. */
export type RoundDecisions = Record<string, TeamDecision>;

export interface AttractionWeights {
  price: number;
  marketing: number;
  quality: number;
}

/**
 * A group of customers who weigh price, marketing and quality their own way
 * (docs/simulations/market.md §4). Each segment splits its customers between the teams by its own
 * attraction (softmax); the segments share one total demand.
 */
export interface CustomerSegment {
  /** Short English key for docs and results, e.g. "value". */
  key: string;
  /** Share of total demand; the segments' sizes are normalised, so any proportions work. */
  size: number;
  weights: AttractionWeights;
}

/** Balanced-scorecard weights (Kaplan & Norton's four perspectives); normalised before use. */
export interface ScoreWeights {
  financial: number;
  customer: number;
  internal: number;
  learning: number;
}

/** Everything a lecturer may tune. defaultMarketParams documents each value. */
export interface MarketParams {
  // Costs, fen.
  unitMaterialCost: number;
  unitLabourCost: number;
  /** Per unit of closing stock, per round. */
  holdingCostPerUnit: number;
  /** Overhead per round, plus capacityUpkeepPerUnit for each unit of capacity. */
  fixedOverhead: number;
  capacityUpkeepPerUnit: number;
  /** Paid once per unit of capacity added / removed by the automatic capacity rule. */
  capacityInvestmentPerUnit: number;
  capacityReductionPerUnit: number;
  /** Interest per round on a negative opening cash balance (0.02 = 2%). */
  overdraftInterestRate: number;

  // Every team's starting position.
  initialCash: number;
  initialStock: number;
  initialCapacity: number;
  initialQualityStock: number;

  // Total demand.
  /** Units per team per round at the reference price and reference marketing, before growth. */
  baseDemandPerTeam: number;
  referencePrice: number;
  /**
   * Elasticity of total demand to the market's average price (positive number); also how customers
   * who could not buy from their first choice react to a dearer second choice.
   */
  priceElasticity: number;
  /** Largest relative change of total demand that marketing can cause (0.2 = ±20%). */
  marketingDemandLift: number;
  /** Growth of base demand per round (0.03 = 3%). */
  demandGrowth: number;
  /** Half-width of the random swing of total demand (0.05 = ±5%). */
  demandNoise: number;

  // Shares.
  /** The customer segments. */
  segments: CustomerSegment[];
  /** Softmax temperature on the 0–100 attraction score: lower = shares react more sharply. */
  attractionTemperature: number;
  /** Marketing spend (fen) whose index is 50; each further such amount halves the distance to 100. */
  marketingHalfSpend: number;
  /** Quality stock (fen of R&D) whose index is 50. */
  qualityHalfStock: number;
  /** Share of the quality stock lost each round. */
  researchDecay: number;

  // Automatic capacity changes, as a share of current capacity.
  capacityStepUp: number;
  capacityStepDown: number;

  // Scoring.
  scoreWeights: ScoreWeights;
  /** Profit margin scoring 0 and 100 on the financial perspective (linear between). */
  scoreMarginRange: { floor: number; target: number };
  /** Closing stock, as a share of the round's sales, at which stock efficiency scores 0. */
  scoreStockCoverMax: number;
}

/** One team's position between rounds. */
export interface TeamState {
  teamId: string;
  cash: number;
  stock: number;
  capacity: number;
  /** Accumulated R&D (fen) after decay; drives the quality index. */
  qualityStock: number;
  /** Consecutive rounds above CAPACITY_UP_UTIL / below CAPACITY_DOWN_UTIL. */
  highUtilisationStreak: number;
  lowUtilisationStreak: number;
  cumulativeRevenue: number;
  cumulativeProfit: number;
  /** Sum of the round scores so far; overall score = scoreSum / rounds settled. */
  scoreSum: number;
  /** Own demand of the last round (for forecasts); the base demand before round 1. */
  lastDemand: number;
  /**
   * Own customers it could not serve last round (0 before round 1). States saved before this field
   * existed lack it, which reads as "none".
   */
  lastLostSales: number;
  /** The last decision settled, for carry-over; null before round 1. */
  lastDecision: TeamDecision | null;
}

/** The whole market between rounds. Store it as JSON; settle never mutates it. */
export interface MarketState {
  version: 1;
  /** Rounds settled so far (0 = before the first round). */
  round: number;
  /** Teams in a fixed order, which is also the last tie-breaker of every ranking. */
  teams: TeamState[];
  /** The last round's market figures (before round 1: what the params expect). */
  lastAveragePrice: number;
  lastTotalDemand: number;
}

export interface CostLines {
  materials: number;
  labour: number;
  overtimePremium: number;
  marketing: number;
  research: number;
  holding: number;
  capacityChange: number;
  overhead: number;
  interest: number;
  total: number;
}

export interface Scorecard {
  financial: number;
  customer: number;
  internal: number;
  learning: number;
  /** Weighted total, 0–100. */
  total: number;
}

export interface TeamRoundResult {
  teamId: string;
  /** The decision as settled. */
  decision: TeamDecision;

  priceIndex: number;
  marketingIndex: number;
  qualityIndex: number;
  /** Share of the customers' preference (attraction share), before any stock limit. */
  preferenceShare: number;
  /** Share of each customer segment's preference, in the order of params.segments. */
  segmentShares: number[];

  /** Customers who chose this team (its preference share of total demand). */
  demand: number;
  /** Customers who came from competitors that ran out. */
  spilloverDemand: number;
  /** Own customers this team could not serve (they went to competitors or were lost). */
  lostSales: number;
  sales: number;
  /** Share of all units sold in the market (0 when nothing was sold anywhere). */
  marketShare: number;

  openingStock: number;
  production: number;
  regularProduction: number;
  overtimeProduction: number;
  closingStock: number;

  /** Capacity used this round, its utilisation (production / capacity) and next round's capacity. */
  capacity: number;
  utilisation: number;
  nextCapacity: number;

  revenue: number;
  costs: CostLines;
  profit: number;
  openingCash: number;
  closingCash: number;
  cumulativeProfit: number;

  score: Scorecard;
  /** Mean of the round scores so far. */
  overallScore: number;
  rank: number;
  overallRank: number;
}

export interface MarketRoundResult {
  totalDemand: number;
  totalSales: number;
  /** Customers no team could serve. totalSales + unmetDemand = totalDemand. */
  unmetDemand: number;
  totalRevenue: number;
  /** Preference-weighted average price, fen: the price level total demand reacts to. */
  averagePrice: number;
  /** The random factor drawn for total demand (1 = no swing). */
  demandNoiseFactor: number;
}

export interface RoundResult {
  round: number;
  seed: number;
  market: MarketRoundResult;
  /** In the state's team order. */
  teams: TeamRoundResult[];
  /** Team ids best first, by round score and overall score. */
  ranking: string[];
  overallRanking: string[];
}

export interface SettleOutput {
  state: MarketState;
  results: RoundResult;
}
