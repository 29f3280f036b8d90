import type { Config } from '../../config';
import type { ThinkingQuestion } from '@sandtable/sim/change';
import { proposeThinkingMarks, type ThinkingProposal } from '@sandtable/sim/change/rubric-match';
import { httpMarkingProvider } from './http';

/**
 * Who proposes marks for the change simulation's thinking answers on `/general-coursedetails-CMAI`
 * (docs/decisions/cm.md "Proposed marks"). A provider only proposes: the lecturer sees the proposal
 * beside the answer and the rubric, changes what they disagree with and saves; nothing is stored
 * until they do.
 */
export interface MarkingProvider {
  /** Shown with every proposal: `rubric` (built in: the rubric's wording in the answer) or `http` (a marking service, e.g. an AI model's). */
  readonly name: 'rubric' | 'http';
  /** Points per rubric criterion, each within its points. Rejects when the service cannot answer. */
  propose(question: Pick<ThinkingQuestion, 'prompt' | 'rubric'>, answer: string): Promise<ThinkingProposal>;
}

/** The built-in provider: no service, nothing leaves the server. */
export const rubricMarkingProvider: MarkingProvider = {
  name: 'rubric',
  propose: async (question, answer) => proposeThinkingMarks(question, answer),
};

const providers = new WeakMap<Config, MarkingProvider | null>();

/** The provider the configuration names (one per app); null for MARKING_PROVIDER=none: the lecturer marks alone. */
export function markingProvider(config: Config): MarkingProvider | null {
  if (!providers.has(config)) {
    const provider =
      config.MARKING_PROVIDER === 'none'
        ? null
        : config.MARKING_PROVIDER === 'http'
          ? httpMarkingProvider({ url: config.MARKING_HTTP_URL!, token: config.MARKING_HTTP_TOKEN })
          : rubricMarkingProvider;
    providers.set(config, provider);
  }
  return providers.get(config)!;
}
