import { describe, expect, it } from 'vitest';
import { activeCaseList } from './case-list';
import { CASES, caseProblems } from './cases';
import { markQuiz, stageProblems, stageQuestions, stagesOf } from './stages';

const texts = (value: unknown): { zh: string; en: string }[] =>
  value && typeof value === 'object'
    ? 'zh' in value && 'en' in value
      ? [value as { zh: string; en: string }]
      : Object.values(value).flatMap(texts)
    : [];

describe('the cases', () => {
  it('at least two, each playable: 12–20 people, sound links, three stages of 5 Q&A and 3–4 thinking questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(2);
    for (const c of CASES) expect(caseProblems(c), c.id).toEqual([]);
    for (const c of CASES) expect(stageProblems(c.id), c.id).toEqual([]);
    expect(stageProblems('nope')).not.toEqual([]);
  });

  it('every text is given in Chinese and in English', () => {
    for (const c of CASES) {
      const all = texts({ ...c, stages: stagesOf(c.id) });
      expect(all.length).toBeGreaterThan(150);
      for (const t of all) {
        expect(t.zh.trim(), t.en).not.toBe('');
        expect(t.en.trim(), t.zh).not.toBe('');
        expect(/[\u4e00-\u9fff]/.test(t.zh), t.zh).toBe(true);
      }
    }
  });

  it('the right answers do not sit in one position', () => {
    for (const c of CASES) expect(new Set(stagesOf(c.id)!.flatMap((s) => s.quiz.map((q) => q.answer))).size, c.id).toBeGreaterThanOrEqual(3);
  });

  it('are listed for the course with their briefing', () => {
    expect(activeCaseList().map((c) => [c.id, c.stakeholders])).toEqual(CASES.map((c) => [c.id, c.stakeholders.length]));
  });
});

describe('markQuiz', () => {
  const stage = stagesOf(CASES[0].id)![0];
  it('gives 20 points per right answer, nothing for a wrong or missing one', () => {
    const answers = Object.fromEntries(stage.quiz.map((q, i) => [q.id, i < 3 ? q.answer : (q.answer + 1) % q.options.length]));
    delete answers[stage.quiz[4].id];
    const marked = markQuiz(CASES[0].id, stage.phase, answers)!;
    expect(marked).toMatchObject({ correct: 3, total: 5, points: 60 });
    expect(marked.questions[4]).toMatchObject({ given: null, correct: false });
    expect(markQuiz(CASES[0].id, stage.phase, Object.fromEntries(stage.quiz.map((q) => [q.id, q.answer])))!.points).toBe(100);
  });

  it('knows no stage of an unknown case', () => {
    expect(markQuiz('nope', 'change', {})).toBeNull();
  });
});

describe('stageQuestions', () => {
  const stage = stagesOf(CASES[0].id)![0];
  it('gives a member no right option, explanation or rubric criterion before the Q&A is marked', () => {
    const open = stageQuestions(stage, { quizKey: false, rubrics: false });
    const inside = JSON.stringify(open);
    for (const q of stage.quiz) expect(inside).not.toContain(q.explanation.en);
    for (const q of stage.thinking) for (const r of q.rubric) expect(inside).not.toContain(r.criterion.zh);
    expect(open.quiz.every((q) => !('answer' in q))).toBe(true);
    expect(open.thinking.map((q) => q.total)).toEqual(stage.thinking.map((q) => q.rubric.reduce((s, r) => s + r.points, 0)));
  });

  it('adds the key once marked, and the rubrics for the managers', () => {
    const keyed = stageQuestions(stage, { quizKey: true, rubrics: true });
    expect(keyed.quiz.map((q) => q.answer)).toEqual(stage.quiz.map((q) => q.answer));
    expect(keyed.thinking.map((q) => q.rubric)).toEqual(stage.thinking.map((q) => q.rubric));
  });
});
