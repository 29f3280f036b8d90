import type { TFunction } from 'i18next';
import type { Locale } from '@sandtable/shared/i18n/locales';
import { levelSwitchAllowed } from '@sandtable/shared/rules/cm';
import {
  caseOf,
  LADDER,
  leverOf,
  MISMATCH_FIT,
  STATES,
  type AdoptionState,
  type Bilingual,
  type ChangeCase,
  type CmDecisionIssue,
  type CmParams,
  type CmPreview,
  type LeverKey,
  type LeverPlay,
  type LeverScope,
  type LogEntry,
  type Phase,
  type Stakeholder,
  type TeamRoundResult,
} from '@sandtable/sim/change';
import type { RoundSeries } from '../game/charts';

/**
 * The change-leadership game's view logic (docs/simulations/change.md §12): everything the CM
 * screens compute — names in the reader's language, a lever's fit with the phase, the map's
 * layout, a log line's words, the adoption curve — pure so it is unit-tested. The figures are the
 * engine's; nothing here restates a rule.
 */

export const PHASES: readonly Phase[] = ['unfreeze', 'change', 'refreeze'];
export { LADDER, STATES };

/** A case text in the reader's language. */
export function say(text: Bilingual, locale: Locale): string {
  return locale === 'en-US' ? text.en : text.zh;
}

/**
 * How well a lever suits a phase: `strong` made for it (fit ≥ 1), `fair` usable, `weak` out of
 * season (below the engine's MISMATCH_FIT: the play costs credibility).
 */
export type FitGrade = 'strong' | 'fair' | 'weak';
export function fitGrade(fit: number): FitGrade {
  return fit >= 1 ? 'strong' : fit >= MISMATCH_FIT ? 'fair' : 'weak';
}

/** The phases a lever works best in (its highest fit; ties all listed). */
export function bestPhases(fit: Readonly<Record<Phase, number>>): Phase[] {
  const top = Math.max(...PHASES.map((p) => fit[p]));
  return PHASES.filter((p) => fit[p] === top);
}

/** A fit as a multiplier ("×1.3"). */
export const fitText = (fit: number) => `×${fit.toFixed(1)}`;

/** The departments of a case, each with its people in the case's order. */
export function departmentsOf(c: ChangeCase): { key: string; name: Bilingual; people: Stakeholder[] }[] {
  return c.departments.map((d) => ({ ...d, people: c.stakeholders.filter((s) => s.department === d.key) }));
}

/** Whom each person listens to (the links into them), strongest first. */
export function listensTo(c: ChangeCase, personId: string): { from: Stakeholder; weight: number }[] {
  const byId = new Map(c.stakeholders.map((s) => [s.id, s]));
  return c.links
    .filter((l) => l.to === personId && byId.has(l.from))
    .sort((a, b) => b.weight - a.weight)
    .map((l) => ({ from: byId.get(l.from)!, weight: l.weight }));
}

/** A play's target in words: a person's or department's name, or "everyone". */
export function targetName(t: TFunction, c: ChangeCase | undefined, target: string | null | undefined, locale: Locale): string {
  if (target == null) return t('game:cm.target.all');
  const person = c?.stakeholders.find((s) => s.id === target);
  if (person) return say(person.name, locale);
  const department = c?.departments.find((d) => d.key === target);
  return department ? say(department.name, locale) : target;
}

/** What a lever of this scope may target in the case: people or departments (none for "everyone"). */
export function targetOptions(c: ChangeCase, scope: LeverScope, locale: Locale): { value: string; label: string }[] {
  if (scope === 'person') return c.stakeholders.map((s) => ({ value: s.id, label: `${say(s.name, locale)} · ${say(s.role, locale)}` }));
  if (scope === 'group') return c.departments.map((d) => ({ value: d.key, label: say(d.name, locale) }));
  return [];
}

const leverName = (t: TFunction, key: LeverKey | undefined) => (key ? t(`game:cm.lever.${key}.name`) : '');
const stepName = (t: TFunction, code: LogEntry['code'], value: LogEntry['from']) => (value ? (code === 'phase' ? t(`game:cm.phase.${value}`) : t(`game:cm.state.${value}`)) : '');

/** One log entry in the reader's language (game:cm.log.<code>, ids resolved to the case's names). */
export function logLine(t: TFunction, entry: LogEntry, c: ChangeCase | undefined, locale: Locale): string {
  const person = entry.person ? (c?.stakeholders.find((s) => s.id === entry.person)?.name ?? null) : null;
  const value = entry.code === 'credibility' && entry.value !== undefined ? (entry.value > 0 ? `+${entry.value}` : String(entry.value)) : entry.value;
  return t(`game:cm.log.${entry.code}`, {
    person: person ? say(person, locale) : (entry.person ?? ''),
    lever: leverName(t, entry.lever),
    target: entry.code === 'played' || entry.code === 'skippedCooldown' ? targetName(t, c, entry.target, locale) : '',
    from: stepName(t, entry.code, entry.from),
    to: stepName(t, entry.code, entry.to),
    cause: entry.cause === 'network' ? t('game:cm.cause.network') : leverName(t, entry.cause),
    cost: entry.cost,
    value,
    reason: entry.reason ? t(`game:cm.reason.${entry.reason}`) : '',
  });
}

/** How a log entry reads at a glance: good news, bad news, or a plain fact. */
export function logTone(code: LogEntry['code']): 'good' | 'bad' | 'plain' {
  if (['advanced', 'wonBack', 'champion', 'phase', 'criticalMass'].includes(code)) return 'good';
  if (['resisted', 'backslid', 'relapsed', 'failed', 'refused', 'criticalMassLost'].includes(code)) return 'bad';
  return 'plain';
}

/** The adoption curve: per round, the adoption index and the shares trying-or-adopted and adopted (fractions). */
export function adoptionSeries(t: TFunction, results: readonly Pick<TeamRoundResult, 'adoptionIndex' | 'adoptedShare' | 'counts'>[]): RoundSeries[] {
  const total = (r: (typeof results)[number]) => STATES.reduce((sum, s) => sum + r.counts[s], 0) || 1;
  return [
    { name: t('game:cm.play.curve.index'), data: results.map((r) => r.adoptionIndex) },
    { name: t('game:cm.play.curve.trying'), data: results.map((r) => (r.counts.trying + r.counts.adopted) / total(r)) },
    { name: t('game:cm.play.curve.adopted'), data: results.map((r) => r.adoptedShare) },
    { name: t('game:cm.play.curve.resistant'), data: results.map((r) => r.counts.resistant / total(r)) },
  ];
}

/** People per adoption state. */
export function countStates(people: readonly { state: AdoptionState }[]): Record<AdoptionState, number> {
  const counts = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<AdoptionState, number>;
  for (const p of people) counts[p.state] += 1;
  return counts;
}

/**
 * Where the map draws each person: one lane (row) per department in the case's order, people
 * spaced evenly along it. Coordinates in the SVG's own units (`width` × `height`).
 */
export interface MapLayout {
  width: number;
  height: number;
  lanes: { key: string; name: Bilingual; y: number }[];
  nodes: { id: string; x: number; y: number; r: number }[];
}

export const MAP_LANE = 96;
export const MAP_LABEL = 150;
/** Room above the first lane and below the last for the links' curves and the last names. */
export const MAP_PAD = 28;

export function mapLayout(c: ChangeCase, width = 960): MapLayout {
  const departments = departmentsOf(c);
  const nodes: MapLayout['nodes'] = [];
  const lanes = departments.map((d, i) => {
    const y = MAP_PAD + MAP_LANE * i + MAP_LANE / 2 - 8;
    const step = (width - MAP_LABEL) / d.people.length;
    d.people.forEach((p, j) => nodes.push({ id: p.id, x: MAP_LABEL + step * (j + 0.5), y, r: 10 + p.influence * 3 }));
    return { key: d.key, name: d.name, y };
  });
  return { width, height: MAP_LANE * departments.length + 2 * MAP_PAD, lanes, nodes };
}

/** A label in at most `lines` lines of about `max` characters, broken at spaces (Chinese has none: cut), the last one shortened with "…". */
export function wrapLabel(text: string, max: number, lines = 2): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest && out.length < lines) {
    if (rest.length <= max) {
      out.push(rest);
      rest = '';
      break;
    }
    const space = rest.lastIndexOf(' ', max);
    const cut = space > 0 ? space : max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out[out.length - 1] = `${out[out.length - 1]!.slice(0, Math.max(1, max - 1))}…`;
  return out;
}

/** The case of a game's parameters (the engine's data; undefined for an unknown id). */
export const caseOfParams = (params: Pick<CmParams, 'caseId'>) => caseOf(params.caseId);

/** A lever's scope and cooldown as the lever cards show them. */
export function leverFacts(key: LeverKey) {
  const lever = leverOf(key)!;
  return { scope: lever.scope, cost: lever.cost, cooldown: lever.cooldown, fit: lever.fit, credibility: lever.credibility, supports: !!lever.supports, pressure: lever.pressure };
}

// ---- The draft: the round's plays, edited immutably (each returns a new list).

/** A lever added at the end; "everyone" levers need no target, the others wait for one. */
export function withPlay(plays: readonly LeverPlay[], lever: LeverKey): LeverPlay[] {
  return [...plays, { lever, target: null }];
}
export function withoutPlay(plays: readonly LeverPlay[], index: number): LeverPlay[] {
  return plays.filter((_, i) => i !== index);
}
export function withTarget(plays: readonly LeverPlay[], index: number, target: string): LeverPlay[] {
  return plays.map((p, i) => (i === index ? { ...p, target } : p));
}
/** The play moved `by` places (order matters: levers act in the order played). */
export function withPlayMoved(plays: readonly LeverPlay[], index: number, by: number): LeverPlay[] {
  const to = index + by;
  if (to < 0 || to >= plays.length) return [...plays];
  const next = [...plays];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The preview's issues by the play they concern, and those about the whole decision. */
export function issuesByPlay(issues: readonly CmDecisionIssue[]): { byPlay: Map<number, CmDecisionIssue[]>; general: CmDecisionIssue[] } {
  const byPlay = new Map<number, CmDecisionIssue[]>();
  const general: CmDecisionIssue[] = [];
  for (const issue of issues) {
    if (issue.play === undefined) general.push(issue);
    else byPlay.set(issue.play, [...(byPlay.get(issue.play) ?? []), issue]);
  }
  return { byPlay, general };
}

/**
 * Whether a draft may be saved and submitted: no issue at all. A lever still resting counts too —
 * the server refuses it in a draft or a submit (settle would only skip it, at no cost, in a
 * decision carried over from an earlier round).
 */
export function submittable(preview: CmPreview): boolean {
  return preview.issues.length === 0;
}

/** Two drafts are the same plays in the same order. */
export function samePlays(a: readonly LeverPlay[], b: readonly LeverPlay[]): boolean {
  return a.length === b.length && a.every((p, i) => p.lever === b[i]!.lever && (p.target ?? null) === (b[i]!.target ?? null));
}

/**
 * One team's results of the settled official rounds, in order, from a game view's rounds (each
 * round lists every team's results by the engine's team id: the course team's id as text).
 */
export function teamHistory<R extends { status: string; practice: boolean; number: number; results: readonly { teamId: string }[] }>(rounds: readonly R[], teamId: number): R['results'][number][] {
  return rounds
    .filter((r) => r.status === 'settled' && !r.practice)
    .sort((a, b) => a.number - b.number)
    .flatMap((r) => r.results.filter((x) => x.teamId === String(teamId)));
}

/** The lecturer's console of a CM game as loadGames answers it (the parts the view decides on). */
interface ConsoleGames {
  status: string;
  round: number | null;
  teams: readonly { teamId: number; submitted: boolean }[];
}

/**
 * What the lecturer may change in the round being decided on (docs/decisions/cm.md): nothing once
 * the game is finished; the course's level before any team has submitted the round, a team's level
 * before that team has; a restart whenever a round is open (it clears the team's submission).
 */
export function consoleChanges(games: ConsoleGames): { courseLevel: boolean; teamLevel: ReadonlySet<number>; restart: boolean } {
  const open = games.status !== 'finished' && games.round !== null;
  const submitted = games.teams.filter((t) => t.submitted).map((t) => t.teamId);
  return {
    courseLevel: open && levelSwitchAllowed(submitted, null),
    teamLevel: new Set(open ? games.teams.map((t) => t.teamId).filter((id) => levelSwitchAllowed(submitted, id)) : []),
    restart: open,
  };
}
