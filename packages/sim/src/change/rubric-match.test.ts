import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rubricTotal } from './case-list';
import { FULL_COVERAGE, MIN_ANSWER_CHARS, proposeThinkingMarks, termsOf } from './rubric-match';
import { stagesOf } from './stages';

const question = stagesOf('factory')![0].thinking.find((q) => q.id === 'f1t2')!;
const allQuestions = ['factory', 'merger'].flatMap((c) => stagesOf(c)!.flatMap((s) => s.thinking));

describe('proposeThinkingMarks (the built-in marking proposal)', () => {
  it('finds English words and pairs of Chinese characters, without stop words', () => {
    // Stems of seven letters at most ("piece-rate" and "piece-rates" meet as "piece-r"), each with the word as written.
    expect([...termsOf('They worry about Piece-rate pay and their jobs')]).toEqual([['worry', 'worry'], ['piece-r', 'piece-rate'], ['job', 'jobs']]);
    expect([...termsOf('计件工资').keys()]).toEqual(['计件', '件工', '工资']);
  });

  it('gives an answer that speaks to the rubric more than one that does not, in English and in Chinese', () => {
    const onPoint = proposeThinkingMarks(
      question,
      'Your piece-rate pay stays as it is while the lines learn the tablets, and no jobs go: we will be honest that the first weeks of the transition are difficult and slower. Short, concrete: what changes on your shift on Monday.',
    );
    const offPoint = proposeThinkingMarks(question, 'Digital transformation creates shareholder value through synergies and modern platforms for the board.');
    expect(onPoint.points).toBeGreaterThan(offPoint.points);
    expect(onPoint.criteria[0].matched).toEqual(expect.arrayContaining(['piece-rate', 'jobs']));
    const zh = proposeThinkingMarks(question, '大家最关心计件工资和岗位：过渡期工资不降，没有人因此失去岗位。我们坦诚说明过渡期的困难和代价，会用车间的语言讲具体的安排。');
    expect(zh.points).toBeGreaterThanOrEqual(6);
    expect(zh.criteria[0].matched).toEqual(expect.arrayContaining(['计件', '工资', '岗位']));
  });

  it('proposes 0 for an empty or very short answer', () => {
    expect(proposeThinkingMarks(question, '').points).toBe(0);
    expect(proposeThinkingMarks(question, 'piece-rate pay jobs'.slice(0, MIN_ANSWER_CHARS - 1)).points).toBe(0);
  });

  it('gives full points to an answer made of a criterion’s own words', () => {
    const [first] = question.rubric;
    const proposal = proposeThinkingMarks({ rubric: [first] }, first.criterion.en);
    expect(proposal.points).toBe(first.points);
    expect(FULL_COVERAGE).toBeLessThan(1);
  });

  it('stays within every criterion’s points and the question’s total, whatever the answer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allQuestions), fc.string({ unit: fc.constantFrom(...'ab cd 计件工资 pay jobs honest 岗位 coalition 联盟'.split('')), maxLength: 300 }), (q, answer) => {
        const proposal = proposeThinkingMarks(q, answer);
        expect(proposal.criteria.every((c, i) => Number.isInteger(c.points) && c.points >= 0 && c.points <= q.rubric[i].points && c.of === q.rubric[i].points)).toBe(true);
        expect(proposal.points).toBeLessThanOrEqual(rubricTotal(q));
      }),
    );
  });
});
