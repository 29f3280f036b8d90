import type { DecisionIssue } from './validate';

/**
 * Thrown when the engine is called with input the server should have rejected first (bad
 * parameters, a missing or invalid decision, a bad seed): a caller's bug, not a business outcome.
 * `decisionIssues` holds each invalid team's issues, as validateDecision reports them.
 */
export class MarketInputError extends Error {
  constructor(
    readonly problems: string[],
    readonly decisionIssues: Record<string, DecisionIssue[]> = {},
  ) {
    super(`market input rejected: ${problems.join('; ')}`);
    this.name = 'MarketInputError';
  }
}
