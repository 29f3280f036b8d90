import { z } from '@sandtable/shared/contracts/zod';
import type { MarkingProvider } from './index';

const TIMEOUT_MS = 20_000;

/** What the service answers: points per criterion, in the rubric's order; a note per criterion is optional. */
const answerSchema = z.object({ criteria: z.array(z.object({ points: z.number().finite(), note: z.string().max(200).optional() })) });

/**
 * A marking service behind one HTTP call (for example an adapter in front of an AI model): POST
 * { prompt, rubric, answer } as JSON with a bearer token, answered with { criteria: [{ points }] }.
 * The points are clamped to each criterion's and rounded down; an answer of another shape, another
 * number of criteria, a non-2xx status, a timeout or a network error rejects (the page says the
 * proposal failed; the lecturer marks alone).
 */
export function httpMarkingProvider(options: { url: string; token?: string }): MarkingProvider {
  return {
    name: 'http',
    async propose(question, answer) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify({ prompt: question.prompt, rubric: question.rubric, answer }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw new Error(`marking service answered HTTP ${res.status}`);
      }
      const parsed = answerSchema.safeParse(await res.json());
      if (!parsed.success || parsed.data.criteria.length !== question.rubric.length) throw new Error('marking service answered another shape');
      const criteria = question.rubric.map(({ points: of }, i) => ({ points: Math.max(0, Math.min(of, Math.floor(parsed.data.criteria[i].points))), of, matched: [] }));
      return { points: criteria.reduce((sum, c) => sum + c.points, 0), criteria };
    },
  };
}
