import { CLASSIFICATIONS } from '@sandtable/shared/auth/roles';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { companyScope } from '../people';
import { countActive, countLearners, countLogins, type Period } from './dashboard.repo';

/** The admin dashboard's numbers (/adminHome), within the caller's company scope. */
const scoped = (actor: Actor, p: Period): Period => ({ days: p.days, companyId: companyScope(actor, p.companyId) });

export async function studentNumbers(deps: AppDeps, actor: Actor, p: Period) {
  const { totals, byClass, series } = await countLearners(deps.db, scoped(actor, p));
  const byClassification = Object.fromEntries(CLASSIFICATIONS.map((c) => [c, byClass.find((r) => r.classification === c)?.count ?? 0]));
  return { ...totals, byClassification: byClassification as Record<(typeof CLASSIFICATIONS)[number], number>, series };
}

export async function loginNumbers(deps: AppDeps, actor: Actor, p: Period) {
  const series = await countLogins(deps.db, scoped(actor, p));
  return { total: series.reduce((n, d) => n + d.count, 0), today: series.at(-1)!.count, series };
}

export async function activeNumbers(deps: AppDeps, actor: Actor, p: Period) {
  const { inPeriod, series } = await countActive(deps.db, scoped(actor, p));
  return { today: series.at(-1)!.count, inPeriod, series };
}
