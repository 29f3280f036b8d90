import { CASES, caseOf } from './cases';
import type { Bilingual, Phase } from './types';

/** A case as the course's case list shows it (loadActiveCaseList): its briefing and its organisation's size. */
export interface CaseListItem {
  id: string;
  title: Bilingual;
  summary: Bilingual;
  goal: Bilingual;
  stakeholders: number;
  departments: number;
}

export function activeCaseList(): CaseListItem[] {
  return CASES.map((c) => ({ id: c.id, title: c.title, summary: c.summary, goal: c.goal, stakeholders: c.stakeholders.length, departments: c.departments.length }));
}

/** A thinking question's full marks: the sum of its rubric's criteria (a mark may not exceed it). */
export const rubricTotal = (question: { rubric: readonly { points: number }[] }) => question.rubric.reduce((sum, r) => sum + r.points, 0);

/**
 * Marks a stage's Q&A: each question answered with its right option earns an equal share of 100
 * points (5 questions: 20 each); an unanswered or unknown question earns nothing. Null: no such
 * case or stage. The thinking questions are the lecturer's to mark, with their rubrics.
 */
export function markQuiz(caseId: string, phase: Phase, answers: Readonly<Record<string, number>>) {
  const stage = caseOf(caseId)?.stages.find((s) => s.phase === phase);
  if (!stage) return null;
  const questions = stage.quiz.map((q) => {
    const given = Object.hasOwn(answers, q.id) ? answers[q.id] : null;
    return { id: q.id, given, answer: q.answer, correct: given === q.answer };
  });
  const correct = questions.filter((q) => q.correct).length;
  return { questions, correct, total: questions.length, points: Math.round((100 * correct) / questions.length) };
}
