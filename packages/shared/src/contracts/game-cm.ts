import { z } from './zod';
import { changeEngine, LEVER_KEYS } from '@sandtable/sim/change';

/**
 * The change-leadership game's decision on the wire (issue 12): the levers a team plays this round,
 * each with its target — a stakeholder id, a department key, or null for a lever that reaches
 * everyone. The schema checks the shape and the number of plays (the engine's decisionFields);
 * the rules — a target that fits the lever's scope and exists in the case, no play twice, the
 * round's budget — are the engine's validateDecision, which the server runs after parsing and
 * reports per play with its codes (validation:cm_*). The game's paths join this file with the
 * server increment that registers the engine.
 */
export const cmPlaySchema = z.object({
  lever: z.enum(LEVER_KEYS as [string, ...string[]]),
  target: z.string().min(1).max(40).nullable(),
});

export const cmDecisionSchema = z.object({
  plays: z.array(cmPlaySchema).max(changeEngine.decisionFields.plays.max),
});
export type CmDecisionInput = z.infer<typeof cmDecisionSchema>;
