// The stage questions of the cases with their answer key (spec §9): right options, explanations and
// rubrics. Server-only — `@sandtable/sim/change/stages` is imported by the server, never by the web
// (e2e/chunks.spec.ts holds the built bundle to it): a member gets the questions from the server without
// the key, and the key of a stage only once their Q&A of it is marked (docs/decisions/cm.md).
import { rubricTotal } from './case-list';
import { caseOf } from './cases';
import { FACTORY_STAGES } from './cases/factory-stages';
import { MERGER_STAGES } from './cases/merger-stages';
import type { CaseStage, StageQuestions } from './cases/types';
import { PHASES, QUIZ_PER_STAGE, THINKING_PER_STAGE } from './constants';
import type { Phase } from './types';

const STAGES: Readonly<Record<string, readonly CaseStage[]>> = { factory: FACTORY_STAGES, merger: MERGER_STAGES };

/** A case's stages with their key (undefined: no such case). */
export function stagesOf(caseId: string): readonly CaseStage[] | undefined {
  return caseOf(caseId) ? STAGES[caseId] : undefined;
}

export function stageOf(caseId: string, phase: Phase): CaseStage | undefined {
  return stagesOf(caseId)?.find((s) => s.phase === phase);
}

/**
 * A stage's questions for a reader: `quizKey` adds the right options and explanations (a member whose
 * Q&A of the stage is marked, the course's managers), `rubrics` the thinking questions' criteria (the
 * managers, who mark with them). Without either, nothing a member could use to answer.
 */
export function stageQuestions(stage: CaseStage, show: { quizKey: boolean; rubrics: boolean }): StageQuestions {
  return {
    phase: stage.phase,
    title: stage.title,
    quiz: stage.quiz.map((q) => ({ id: q.id, prompt: q.prompt, options: q.options, ...(show.quizKey ? { answer: q.answer, explanation: q.explanation } : {}) })),
    thinking: stage.thinking.map((q) => ({ id: q.id, prompt: q.prompt, total: rubricTotal(q), ...(show.rubrics ? { rubric: q.rubric } : {}) })),
  };
}

/**
 * Marks a stage's Q&A: each question answered with its right option earns an equal share of 100
 * points (5 questions: 20 each); an unanswered or unknown question earns nothing. Null: no such
 * case or stage. The thinking questions are the lecturer's to mark, with their rubrics.
 */
export function markQuiz(caseId: string, phase: Phase, answers: Readonly<Record<string, number>>) {
  const stage = stageOf(caseId, phase);
  if (!stage) return null;
  const questions = stage.quiz.map((q) => {
    const given = Object.hasOwn(answers, q.id) ? answers[q.id] : null;
    return { id: q.id, given, answer: q.answer, correct: given === q.answer };
  });
  const correct = questions.filter((q) => q.correct).length;
  return { questions, correct, total: questions.length, points: Math.round((100 * correct) / questions.length) };
}

/** The problems with a case's stages, as sentences (empty when sound): one per phase, in order, each with 5 Q&A and 3–4 thinking questions. */
export function stageProblems(caseId: string): string[] {
  const stages = stagesOf(caseId);
  if (!stages) return [`${caseId}: no stages`];
  const problems: string[] = [];
  if (stages.map((s) => s.phase).join() !== PHASES.join()) problems.push(`stages must be ${PHASES.join(', ')}`);
  const questionIds = new Set<string>();
  for (const stage of stages) {
    if (stage.quiz.length !== QUIZ_PER_STAGE) problems.push(`${stage.phase}: ${QUIZ_PER_STAGE} Q&A questions, not ${stage.quiz.length}`);
    if (stage.thinking.length < THINKING_PER_STAGE.min || stage.thinking.length > THINKING_PER_STAGE.max) {
      problems.push(`${stage.phase}: ${THINKING_PER_STAGE.min}–${THINKING_PER_STAGE.max} thinking questions, not ${stage.thinking.length}`);
    }
    for (const q of stage.quiz) {
      if (!(q.options.length >= 2 && Number.isInteger(q.answer) && q.answer >= 0 && q.answer < q.options.length)) problems.push(`${q.id}: the answer is not one of the options`);
    }
    for (const q of stage.thinking) {
      if (q.rubric.length === 0 || q.rubric.some((r) => !(Number.isInteger(r.points) && r.points > 0))) problems.push(`${q.id}: a rubric of criteria with whole positive points`);
    }
    for (const q of [...stage.quiz, ...stage.thinking]) {
      if (questionIds.has(q.id)) problems.push(`question id ${q.id} twice`);
      questionIds.add(q.id);
    }
  }
  return problems;
}
