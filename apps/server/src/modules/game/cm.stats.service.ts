import type { z } from 'zod';
import type { cmStatsEndpoints } from '@sandtable/shared/contracts/game-cm';
import type { AppDeps } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { managedCondition } from '../courses';
import { loadCmMemberResults, type CmMemberResultRow } from './cm.repo';

// The enterprise statistics of CM games (spec §7; docs/decisions/cm.md): one query for the players
// of the CM games in the courses the caller manages, grouped here by company, department or team name.

type Req = z.output<(typeof cmStatsEndpoints)['member']['request']>;

/** isOwner: only the courses the caller runs themselves, within what their role lets them manage. */
const memberRows = (deps: AppDeps, actor: Actor, input: Req) => loadCmMemberResults(deps.db, managedCondition(actor), input.isOwner ? actor.userId : null, input);

const mean = (xs: (number | null)[]) => {
  const known = xs.filter((x): x is number => x !== null);
  return known.length ? Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 10_000) / 10_000 : null;
};

/**
 * Rows grouped by their `labels` (in first-seen order), each group with its count of people and
 * courses and the means of its teams' overall score, adoption index and share adopted (teams not
 * yet through an official round count nowhere in the means).
 */
function grouped<L extends Record<string, string | null>>(rows: CmMemberResultRow[], labels: (r: CmMemberResultRow) => L) {
  const groups = new Map<string, { labels: L; rows: CmMemberResultRow[] }>();
  for (const r of rows) {
    const l = labels(r);
    const key = JSON.stringify(l);
    groups.set(key, { labels: l, rows: [...(groups.get(key)?.rows ?? []), r] });
  }
  return [...groups.values()].map((g) => ({
    ...g.labels,
    members: new Set(g.rows.map((m) => m.userId)).size,
    courses: new Set(g.rows.map((m) => m.courseId)).size,
    averageScore: mean(g.rows.map((m) => m.overallScore)),
    averageAdoption: mean(g.rows.map((m) => m.adoptionIndex)),
    averageAdopted: mean(g.rows.map((m) => m.adoptedShare)),
  }));
}

export async function byCompany(deps: AppDeps, actor: Actor, input: Req) {
  return { list: grouped(await memberRows(deps, actor, input), (r) => ({ companyName: r.companyName })) };
}

/** A department is a company's: the same name in two companies is two departments. */
export async function byDepartment(deps: AppDeps, actor: Actor, input: Req) {
  return { list: grouped(await memberRows(deps, actor, input), (r) => ({ companyName: r.companyName, departmentName: r.departmentName })) };
}

export async function byGroupName(deps: AppDeps, actor: Actor, input: Req) {
  return { list: grouped(await memberRows(deps, actor, input), (r) => ({ groupName: r.teamName })) };
}

export async function perMember(deps: AppDeps, actor: Actor, input: Req) {
  return { list: (await memberRows(deps, actor, input)).map(({ teamId: _teamId, ...r }) => r) };
}
