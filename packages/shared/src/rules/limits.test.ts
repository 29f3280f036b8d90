import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { marketEngine } from '@sandtable/sim/market';
import { api } from '../contracts/index';
import { decisionSchema, scoreWeightsSchema } from '../contracts/game';
import { PAGE_SIZE, SCORE_RANGE, TEXT_MAX, TEXT_MIN } from './limits';
import { INVITE_BATCH, ROUND_MINUTES } from './constants';
import { COURSE_LIMITS } from './course';

/** The string or number schema under optional/nullable/default wrappers. */
function inner(schema: z.ZodType): any {
  let s: any = schema;
  while (s && ['optional', 'nullable', 'default', 'prefault'].includes(s.def.type)) s = s.def.innerType;
  return s;
}
const field = (request: z.ZodType, ...path: string[]): any => {
  let s: any = request;
  for (const key of path) s = key === '[]' ? inner(s).element : inner(s).shape[key];
  return inner(s);
};

describe('one place for every limit: the contracts cap requests with rules/limits.ts', () => {
  it('every list pages with the same sizes, and every keyword has the same length', () => {
    let lists = 0;
    let keywords = 0;
    for (const [domain, endpoints] of Object.entries(api)) {
      for (const [name, endpoint] of Object.entries(endpoints as Record<string, { request: z.ZodType }>)) {
        const shape = (inner(endpoint.request) as { shape?: Record<string, z.ZodType> }).shape;
        if (shape?.pageSize) {
          lists++;
          expect([inner(shape.pageSize).maxValue, inner(shape.pageSize).minValue], `${domain}.${name}`).toEqual([PAGE_SIZE.max, 1]);
          expect((shape.pageSize as any).def.defaultValue, `${domain}.${name}`).toBe(PAGE_SIZE.default);
        }
        if (shape?.keyword) {
          keywords++;
          expect(inner(shape.keyword).maxLength, `${domain}.${name}`).toBe(TEXT_MAX.keyword);
        }
      }
    }
    expect(lists).toBeGreaterThan(10);
    expect(keywords).toBeGreaterThan(5);
  });

  it.each([
    ['a member’s name', field(api.people.add.request, 'members', '[]', 'name'), TEXT_MAX.personName],
    ['a lecturer’s name', field(api.people.lecturerSave.request, 'name'), TEXT_MAX.personName],
    ['a nickname', field(api.people.updateNickName.request, 'nickname'), TEXT_MAX.nickname],
    ['a company’s name', field(api.people.companyUpdate.request, 'name'), TEXT_MAX.companyName],
    ['a company’s address', field(api.people.companyUpdate.request, 'address'), TEXT_MAX.address],
    ['a team’s name', field(api.courses.teamSave.request, 'name'), TEXT_MAX.teamName],
    ['an action plan', field(api.courses.submitActionPlan.request, 'plan'), TEXT_MAX.actionPlan],
    ['a certificate number', field(api.courses.certificateVerify.request, 'number'), TEXT_MAX.certificateNumber],
    ['a resource’s name', field(api.courses.resourceSave.request, 'name'), TEXT_MAX.resourceName],
    ['a chat message', field(api.game.chatSend.request, 'text'), TEXT_MAX.chatMessage],
    ['a reward’s note', field(api.game.reward.request, 'note'), TEXT_MAX.rewardNote],
    ['an SMS notice', field(api.signin.sendNotice.request, 'content'), TEXT_MAX.smsNotice],
  ] as const)('%s', (_what, schema, max) => {
    expect(schema.maxLength).toBe(max);
  });

  it('minimum lengths and score ranges', () => {
    expect(field(api.courses.submitActionPlan.request, 'plan').minLength).toBe(TEXT_MIN.actionPlan);
    expect(field(api.people.companyUpdate.request, 'name').minLength).toBe(TEXT_MIN.companyName);
    const grade = field(api.courses.grade.request, 'scores', '[]', 'score');
    expect([grade.minValue, grade.maxValue]).toEqual([SCORE_RANGE.min, SCORE_RANGE.max]);
    for (const weight of Object.values(scoreWeightsSchema.shape)) expect([weight.minValue, weight.maxValue]).toEqual([SCORE_RANGE.min, SCORE_RANGE.max]);
  });

  it('numbers people set: the guided plan, a team’s capacity, a round’s minutes, invitation batches', () => {
    const bounds = (schema: any) => [schema.minValue, schema.maxValue];
    expect(bounds(field(api.courses.plan.request, 'participants'))).toEqual([COURSE_LIMITS.plannedParticipants.min, COURSE_LIMITS.plannedParticipants.max]);
    expect(bounds(field(api.courses.plan.request, 'hours'))).toEqual([COURSE_LIMITS.plannedHours.min, COURSE_LIMITS.plannedHours.max]);
    expect(bounds(field(api.courses.teamSave.request, 'capacity'))).toEqual([COURSE_LIMITS.teamCapacity.min, COURSE_LIMITS.teamCapacity.max]);
    expect(bounds(field(api.game.start.request, 'roundMinutes'))).toEqual([ROUND_MINUTES.min, ROUND_MINUTES.max]);
    expect(api.game.start.request.parse({ courseId: 1 }).roundMinutes).toBe(ROUND_MINUTES.default);
    expect(field(api.invitations.save.request, 'count').maxValue).toBe(INVITE_BATCH.countMax);
    expect(field(api.invitations.save.request, 'uses').maxValue).toBe(INVITE_BATCH.usesMax);
  });
});

describe('decision bounds are the engine’s', () => {
  it('each field’s minimum is the engine’s, and no upper bound of the contract contradicts it', () => {
    for (const [name, bounds] of Object.entries(marketEngine.decisionFields)) {
      const schema = field(decisionSchema, name);
      expect(schema.minValue, name).toBe(bounds.min);
      // The engine's validateDecision alone caps a field (its message names the game's own limit).
      expect(schema.maxValue === null || schema.maxValue === undefined || schema.maxValue >= bounds.max, name).toBe(true);
    }
  });

  it('overtime: the contract lets the engine decide, and the engine allows 30%, not 100%', () => {
    expect(marketEngine.decisionFields.overtimePercent.max).toBe(30);
    const at = (overtimePercent: number) => ({ price: 15_000, plannedProduction: 1_000, overtimePercent, marketing: 1_000_000, research: 300_000 });
    expect(decisionSchema.safeParse(at(31)).success).toBe(true);
    const fields = (o: number) => marketEngine.validateDecision(at(o), marketEngine.defaultParams).map((i) => i.field);
    expect(fields(30)).not.toContain('overtimePercent');
    expect(fields(31)).toContain('overtimePercent');
  });
});
