import { describe, expect, it } from 'vitest';
import { rubricTotal } from '@sandtable/sim/change';
// The questions as the server sends a member them (the key is the server's; a test may read it).
import { stageQuestions, stagesOf } from '@sandtable/sim/change/stages';
import { quizComplete, stageOf, stageStatus, thinkingPoints, toMark } from './stages';

const factory = stagesOf('factory')!.map((stage) => stageQuestions(stage, { quizKey: false, rubrics: false }));
const unfreeze = stageOf(factory, 'unfreeze')!;
const empty = { phase: 'unfreeze', quiz: null, quizPoints: null, thinking: null, marks: null };

describe('the CM stage questions', () => {
  it('finds a stage per phase with 5 Q&A and 3–4 thinking questions, each rubric worth its points', () => {
    for (const phase of ['unfreeze', 'change', 'refreeze'] as const) {
      const stage = stageOf(factory, phase)!;
      expect(stage.quiz).toHaveLength(5);
      expect(stage.thinking.length).toBeGreaterThanOrEqual(3);
      for (const q of stage.thinking) expect(q.total).toBeGreaterThan(0);
    }
    expect(rubricTotal({ rubric: [{ points: 4 }, { points: 6 }] })).toBe(10);
  });

  it('says where a member’s stage stands', () => {
    expect(stageStatus(undefined)).toBe('todo');
    expect(stageStatus(empty)).toBe('todo');
    expect(stageStatus({ ...empty, quiz: { a: 1 }, quizPoints: 20 })).toBe('quizDone');
    expect(stageStatus({ ...empty, thinking: { t: 'x' } })).toBe('quizDone');
    expect(stageStatus({ ...empty, quiz: { a: 1 }, quizPoints: 20, thinking: { t: 'x' } })).toBe('awaitingMarks');
    expect(stageStatus({ ...empty, quiz: { a: 1 }, quizPoints: 20, thinking: { t: 'x' }, marks: { t: 3 } })).toBe('marked');
  });

  it('adds the thinking marks against the rubrics’ total, and counts what is left to mark', () => {
    const [q1, q2] = unfreeze.thinking;
    const total = stagesOf('factory')![0]!.thinking.reduce((s, q) => s + rubricTotal(q), 0);
    expect(thinkingPoints(unfreeze, empty)).toBeNull();
    expect(thinkingPoints(unfreeze, { ...empty, marks: { [q1!.id]: 4, [q2!.id]: 3 } })).toEqual({ points: 7, total });
    expect(toMark([{ ...empty, thinking: { t: 'x' } }, { ...empty, thinking: { t: 'x' }, marks: { t: 1 } }, empty])).toBe(1);
  });

  it('wants every Q&A question answered before sending', () => {
    const all = Object.fromEntries(unfreeze.quiz.map((q) => [q.id, 0]));
    expect(quizComplete(unfreeze, all)).toBe(true);
    expect(quizComplete(unfreeze, { ...all, [unfreeze.quiz[0]!.id]: undefined })).toBe(false);
  });
});
