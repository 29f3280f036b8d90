// The service types of spec §3 (what a company can be given: assessments and their follow-up).
// The spec's two readings disagree on ids 1 and 2; docs/decisions/assessments.md keeps the first
// reading as the meaning and the second visible as "also listed as". Names: i18n assessment:serviceType.<key>.
export const SERVICE_TYPES = [
  { id: 1, key: 'applied_learning', alsoKnownAs: 'change_sandbox' },
  { id: 2, key: 'team_role_test', alsoKnownAs: 'team_synergy' },
  { id: 5, key: 'action_cards' },
  { id: 6, key: 'personality_test' },
  { id: 8, key: 'communication_style' },
  { id: 9, key: 'organisation_health' },
  { id: 10, key: 'teamwork_status' },
  { id: 11, key: 'conflict_handling' },
] as const satisfies readonly { id: number; key: string; alsoKnownAs?: string }[];

export type ServiceTypeId = (typeof SERVICE_TYPES)[number]['id'];
export type ServiceTypeKey = (typeof SERVICE_TYPES)[number]['key'];

/**
 * The i18n keys that name a service type: its name, and for ids 1 and 2 the other reading's name,
 * which lists, exports and dashboards show after it ("assessment:alsoKnownAs", {{name}}).
 * Undefined for an id that is no service type.
 */
export function serviceTypeNameKeys(id: number): { name: string; alsoKnownAs?: string } | undefined {
  const t = SERVICE_TYPES.find((s) => s.id === id);
  if (!t) return undefined;
  return 'alsoKnownAs' in t ? { name: `assessment:serviceType.${t.key}`, alsoKnownAs: `assessment:serviceType.${t.alsoKnownAs}` } : { name: `assessment:serviceType.${t.key}` };
}
