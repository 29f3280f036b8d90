import type { CmDecisionIssue } from './validate';

/**
 * Thrown when the engine is called with input the server should have rejected first (bad
 * parameters, a missing or invalid decision, a bad seed): a caller's bug, not a business outcome.
 */
export class ChangeInputError extends Error {
  constructor(
    readonly problems: string[],
    readonly decisionIssues: Record<string, CmDecisionIssue[]> = {},
  ) {
    super(`change input rejected: ${problems.join('; ')}`);
    this.name = 'ChangeInputError';
  }
}
