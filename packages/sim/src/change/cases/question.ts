import type { QuizQuestion, ThinkingQuestion } from './types';

type Pair = [string, string];
const text = ([zh, en]: Pair) => ({ zh, en });

/**
 * A Q&A question from [zh, en] pairs; `answer` is the index of the right option as written. The
 * options are rotated by an amount taken from the id, so the right answer's position varies from
 * question to question whatever order the author wrote them in.
 */
export const quiz = (id: string, prompt: Pair, options: Pair[], answer: number, explanation: Pair): QuizQuestion => {
  const shift = [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % options.length;
  const rotated = options.map((_, i) => options[(i + shift) % options.length]);
  return { id, prompt: text(prompt), options: rotated.map(text), answer: (answer - shift + options.length) % options.length, explanation: text(explanation) };
};

/** A thinking question and its marking rubric (criteria with points). */
export const thinking = (id: string, prompt: Pair, rubric: [Pair, number][]): ThinkingQuestion => ({
  id, prompt: text(prompt), rubric: rubric.map(([criterion, points]) => ({ criterion: text(criterion), points })),
});
