import { describe, expect, it } from 'vitest';
import { activeCaseList, markQuiz } from './case-list';
import { CASES, caseProblems } from './cases';

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
  });

  it('every text is given in Chinese and in English', () => {
    for (const c of CASES) {
      const all = texts(c);
      expect(all.length).toBeGreaterThan(150);
      for (const t of all) {
        expect(t.zh.trim(), t.en).not.toBe('');
        expect(t.en.trim(), t.zh).not.toBe('');
        expect(/[\u4e00-\u9fff]/.test(t.zh), t.zh).toBe(true);
      }
    }
  });

  it('the right answers do not sit in one position', () => {
    for (const c of CASES) expect(new Set(c.stages.flatMap((s) => s.quiz.map((q) => q.answer))).size, c.id).toBeGreaterThanOrEqual(3);
  });

  it('are listed for the course with their briefing', () => {
    expect(activeCaseList().map((c) => [c.id, c.stakeholders])).toEqual(CASES.map((c) => [c.id, c.stakeholders.length]));
  });
});

describe('markQuiz', () => {
  const stage = CASES[0].stages[0];
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
