import { communication, conflict, leadership, orgHealth, personality, teamRole, teamwork } from '@sandtable/sim/assessments';
import type { Instrument } from '@sandtable/shared/contracts/assessments';
import { listOf } from '@sandtable/shared/format/list';

type Lang = 'zh' | 'en';

/** The name of what an instrument's result id stands for: a team role, a style, a mode, a domain, the teamwork level to start with, the weakest organisation-health area. */
const NAMES: Record<Instrument, (id: string) => { zh: string; en: string }> = {
  team_role: (id) => teamRole.roleOf(id as teamRole.RoleId).name,
  leadership: (id) => leadership.styleOf(id as leadership.StyleId).name,
  conflict: (id) => conflict.modeOf(id as conflict.ModeId).name,
  personality: (id) => personality.domainOf(id as personality.DomainId).name,
  communication: (id) => communication.styleOf(id as communication.StyleId).name,
  teamwork: teamwork.headlineName,
  org_health: orgHealth.headlineName,
};

/** A result's headline (the server's ids: /assessment/scores.json) as names in the reader's language. */
export function headlineNames(instrument: Instrument, ids: readonly string[], lang: Lang): string {
  return listOf(ids.map((id) => NAMES[instrument](id)[lang]), lang);
}
