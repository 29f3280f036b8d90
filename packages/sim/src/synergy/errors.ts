import type { TsDecisionIssue } from './validate';

/**
 * Thrown when the engine is called with input the server should have rejected first (bad
 * parameters, a missing or invalid decision, a bad seed): a caller's bug, not a business outcome.
 */
export class SynergyInputError extends Error {
  constructor(
    readonly problems: string[],
    readonly decisionIssues: Record<string, TsDecisionIssue[]> = {},
  ) {
    super(`synergy input rejected: ${problems.join('; ')}`);
    this.name = 'SynergyInputError';
  }
}
