import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fenToYuan } from '@sandtable/shared/format/money';
import { issueText } from '@sandtable/shared/i18n/issues';
import { courseDetailsObject, teamInputSchema } from '@sandtable/shared/rules/course';
import { i18n } from '../../../i18n';
import { zodRule } from '../../../lib/forms';
import { priceYuanToFen, timeIssues, type RuleIssue, type TimeField } from './model';

/**
 * antd rules from the shared course rules (lib/forms' zodRule, with the course's own field names:
 * course fields are named in the `course` namespace, not in `fields`).
 */

/**
 * i18next's t, naming a field by its course label when it has one (or by `labelKey` when given:
 * a team's name is not the course's name).
 */
function labelledT(labelKey?: string): TFunction {
  return ((key: string, options?: Record<string, unknown>) => {
    if (typeof key === 'string' && key.startsWith('fields:')) {
      if (labelKey) return i18n.t(labelKey);
      const courseKey = `course:field.${key.slice('fields:'.length)}`;
      if (i18n.exists(courseKey)) return i18n.t(courseKey);
    }
    return i18n.t(key, options);
  }) as unknown as TFunction;
}

export const courseT = labelledT();

/** A rule's issue in the reader's language (validation keys and the wizard's own courseAdmin keys). */
export function ruleText(issue: RuleIssue): string {
  if (issue.message.startsWith('courseAdmin:')) return String(i18n.t(issue.message, issue.params));
  const field = [...issue.path].reverse().find((p) => typeof p === 'string') ?? '';
  // Under teams, "name" is the team's.
  const t = issue.path[0] === 'teams' && field === 'name' ? labelledT('courseAdmin:teams.name') : courseT;
  return issueText(t, { code: 'custom', message: issue.message, path: [field], ...issue.params, params: issue.params } as Parameters<typeof issueText>[1]);
}

/** A field checked by its shared rule (lib/forms' zodRule), named by its course label (or `labelKey`). */
export function courseRule(schema: z.ZodType, field: string, { optional = false, labelKey }: { optional?: boolean; labelKey?: string } = {}): FormRule {
  return zodRule(schema, field, { optional, t: labelledT(labelKey) });
}

const shape = courseDetailsObject.shape;
type DetailsField = keyof typeof shape;

/** The shared rule of one details field. */
export const detailRule = (field: DetailsField, options?: { optional?: boolean }) => courseRule(shape[field], field, options);

/** A required choice (lecturer, team synergy version): the shared "required" message. */
export const requiredRule = (field: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (value === null || value === undefined || value === '') throw new Error(issueText(courseT, { code: 'custom', message: 'validation:required', path: [field] }));
  },
});

/** The price typed in yuan, checked as the fen the server receives. */
export const priceRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const fen = priceYuanToFen(value as number | null);
    const result = shape.priceFen.safeParse(fen);
    if (result.success) return;
    const issue = result.error.issues[0] as z.core.$ZodIssue & { minimum?: number; maximum?: number };
    // The limits are in fen; the reader types yuan.
    const scaled = { ...issue, ...(issue.minimum !== undefined ? { minimum: fenToYuan(Number(issue.minimum)) } : {}), ...(issue.maximum !== undefined ? { maximum: fenToYuan(Number(issue.maximum)) } : {}) };
    throw new Error(issueText(courseT, { ...scaled, path: ['priceFen'] }));
  },
};

/** The cross-field time rules for one time field, from the form's current times. */
export function timeRule(field: TimeField, read: () => Partial<Record<TimeField, import('dayjs').Dayjs | null | undefined>>): FormRule {
  return {
    validator: async () => {
      const issue = timeIssues(read()).find((i) => i.path[0] === field);
      if (issue) throw new Error(ruleText(issue));
    },
  };
}

/** A team's name and capacity in the teams step: the shared team rules. */
export const teamNameRule = courseRule(teamInputSchema.shape.name, 'name', { labelKey: 'courseAdmin:teams.name' });
export const teamCapacityRule = courseRule(teamInputSchema.shape.capacity, 'capacity');
