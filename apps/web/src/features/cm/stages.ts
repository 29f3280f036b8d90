import type { CmStageQuestions as StageQuestions } from '@sandtable/shared/contracts/game-cm';
import type { Phase } from '@sandtable/sim/change';

export type { StageQuestions };

/**
 * The stage questions' view logic (docs/decisions/web-cm.md "Stage questions"): the stages' questions
 * (the server's, without the answer key until a stage's Q&A is marked), what a member still has to do,
 * and the thinking points. Pure, so it is unit-tested.
 */

export const stageOf = (questions: readonly StageQuestions[], phase: Phase): StageQuestions | undefined => questions.find((s) => s.phase === phase);

/** A stage as stored for a member (the server's cmStageState). */
export interface StageAnswers {
  phase: string;
  quiz: Record<string, number> | null;
  quizPoints: number | null;
  thinking: Record<string, string> | null;
  marks: Record<string, number> | null;
}

/** Where a member's stage stands: Q&A to answer, thinking to answer, waiting for marks, or marked. */
export type StageStatus = 'todo' | 'quizDone' | 'awaitingMarks' | 'marked';
export function stageStatus(s: StageAnswers | undefined): StageStatus {
  if (!s || (s.quiz === null && s.thinking === null)) return 'todo';
  if (s.quiz === null || s.thinking === null) return 'quizDone';
  return s.marks ? 'marked' : 'awaitingMarks';
}

/** The thinking points a member earned in a stage, out of the rubrics' total (null before marks). */
export function thinkingPoints(stage: StageQuestions, s: StageAnswers | undefined): { points: number; total: number } | null {
  if (!s?.marks) return null;
  return { points: stage.thinking.reduce((sum, q) => sum + (s.marks![q.id] ?? 0), 0), total: stage.thinking.reduce((sum, q) => sum + q.total, 0) };
}

/** The members' answers a lecturer still has to mark: thinking answered, not marked (per stage). */
export function toMark(stages: readonly StageAnswers[]): number {
  return stages.filter((s) => s.thinking !== null && s.marks === null).length;
}

/** Every question of the Q&A answered (the form's check before sending it once). */
export const quizComplete = (stage: StageQuestions, answers: Readonly<Record<string, number | undefined>>) => stage.quiz.every((q) => answers[q.id] !== undefined);
