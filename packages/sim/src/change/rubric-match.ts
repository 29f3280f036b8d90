// The built-in marking proposal for the thinking questions (docs/decisions/cm.md "Proposed marks"):
// how much of each rubric criterion's wording an answer takes up, in either language. Not an AI and
// not a judge of quality — a first reading that the lecturer confirms or corrects. Server-only, like
// stages.ts (the rubrics are the managers').
import type { ThinkingQuestion } from './cases/types';

/** A criterion counts in full once an answer uses this share of its terms (a criterion lists examples, not a checklist). */
export const FULL_COVERAGE = 0.4;
/** Shorter answers (characters, trimmed) are proposed 0 whatever words they contain. */
export const MIN_ANSWER_CHARS = 15;
/** How many of a criterion's terms found in the answer the proposal quotes. */
const QUOTED_TERMS = 6;

export interface CriterionProposal {
  /** Proposed points for the criterion, 0..of. */
  points: number;
  of: number;
  /** The criterion's terms as the answer writes them (English words, or pairs of Chinese characters), at most six. */
  matched: string[];
}

export interface ThinkingProposal {
  /** The sum of the criteria's points: within the question's total. */
  points: number;
  criteria: CriterionProposal[];
}

// Words too common to say anything about an answer.
const STOP_WORDS = new Set(
  'about after again also and are because been before being between both but can could does each even every from have having how into its just like make many more most much must not only other over same should some such than that their them then there these they this those through under very what when where which while who whom why will with would your'.split(
    ' ',
  ),
);

/** A crude English stem, so "resists", "resisted" and "resisting" meet. */
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '').slice(0, 7);

/**
 * The terms of a text, each with the word it was first written as: English words of four letters
 * or more (stemmed, without stop words) and every pair of neighbouring Chinese characters (Chinese
 * has no spaces; pairs are how its words are matched without a dictionary).
 */
export function termsOf(text: string): Map<string, string> {
  const normal = text.normalize('NFKC').toLowerCase();
  const terms = new Map<string, string>();
  const add = (term: string, word: string) => terms.has(term) || terms.set(term, word);
  for (const word of normal.match(/[a-z][a-z'-]{3,}/g) ?? []) if (!STOP_WORDS.has(word)) add(stem(word), word);
  for (const run of normal.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) add(chars[i] + chars[i + 1], chars[i] + chars[i + 1]);
  }
  return terms;
}

/** The share of `terms` found in `answer`, and which, as the answer writes them. */
function coverage(terms: Map<string, string>, answer: Map<string, string>): { share: number; matched: string[] } {
  const matched = [...terms.keys()].filter((t) => answer.has(t)).map((t) => answer.get(t)!);
  return { share: terms.size ? matched.length / terms.size : 0, matched };
}

/**
 * Proposes points for an answer to a thinking question: per rubric criterion, the share of the
 * criterion's terms the answer uses in the language it uses more of, full points from FULL_COVERAGE
 * up, rounded down to whole points (a proposal errs low: the lecturer adds what the wording misses).
 */
export function proposeThinkingMarks(question: Pick<ThinkingQuestion, 'rubric'>, answer: string): ThinkingProposal {
  const short = answer.trim().length < MIN_ANSWER_CHARS;
  const answerTerms = termsOf(answer);
  const criteria = question.rubric.map(({ criterion, points: of }) => {
    const best = [coverage(termsOf(criterion.zh), answerTerms), coverage(termsOf(criterion.en), answerTerms)].sort((a, b) => b.share - a.share)[0];
    const points = short ? 0 : Math.floor(of * Math.min(1, best.share / FULL_COVERAGE));
    return { points, of, matched: best.matched.slice(0, QUOTED_TERMS) };
  });
  return { points: criteria.reduce((sum, c) => sum + c.points, 0), criteria };
}
