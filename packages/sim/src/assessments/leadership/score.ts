// Scoring of the leadership-style test (docs/assessments/leadership-style.md §3): a 0–100 score per
// style from the frequency items, the scenario choices beside it, bands anchored on the answer
// scale, dominant and secondary style, flexibility, others' view under the anonymity rule, the
// self–others difference and the group profile.
import { ANONYMITY_THRESHOLD, AssessmentInputError, assertRaters, othersView, percentages, type Bilingual, type OthersView } from '../common';
import { FREQUENCY_ITEMS, FREQUENCY_SCALE, SCENARIOS } from './items';
import { STYLE_IDS, type StyleId } from './styles';
import { validateLeadershipSheet, type LeadershipSheet } from './validate';

const byStyle = <T>(f: (s: StyleId) => T) => Object.fromEntries(STYLE_IDS.map((s) => [s, f(s)])) as Record<StyleId, T>;

/** Points a scenario choice gives its style. */
export const CHOICE_POINTS = { first: 2, second: 1 } as const;

export interface StyleScores {
  /** 0–100 per style: the mean frequency answer as a percentage of the scale (1 → 0, 3 → 50, 5 → 100). */
  score: Record<StyleId, number>;
  /** Scenario points per style (first choice 2, second 1; 18 in all), as whole percentages adding to 100. */
  choicePercent: Record<StyleId, number>;
  /** Scenario points per style (an average over raters may be fractional). */
  choicePoints: Record<StyleId, number>;
}

export type StyleBand = 'seldom' | 'sometimes' | 'often' | 'habitual';
export const STYLE_BANDS: readonly StyleBand[] = ['seldom', 'sometimes', 'often', 'habitual'];

/** The bands as reports name them: the nearest answer of the frequency scale. */
export const STYLE_BAND_NAMES: Record<StyleBand, Bilingual> = {
  seldom: { zh: '很少使用', en: 'Seldom used' },
  sometimes: { zh: '有时使用', en: 'Used sometimes' },
  often: { zh: '经常使用', en: 'Used often' },
  habitual: { zh: '习惯使用', en: 'Used habitually' },
};

/**
 * The band is the nearest answer of the scale: below 37.5 (between rarely and sometimes) seldom,
 * below 62.5 sometimes, below 87.5 often, from 87.5 habitual (almost always).
 */
export function styleBand(score: number): StyleBand {
  if (score < 37.5) return 'seldom';
  if (score < 62.5) return 'sometimes';
  if (score < 87.5) return 'often';
  return 'habitual';
}

/** From this score a style is in the person's repertoire: on average used "often". */
export const REPERTOIRE_FROM = 62.5;

function scoresFrom(score: Record<StyleId, number>, choicePoints: Record<StyleId, number>): StyleScores {
  const pct = percentages(STYLE_IDS.map((s) => choicePoints[s]));
  return { score, choicePoints, choicePercent: byStyle((s) => pct[STYLE_IDS.indexOf(s)]) };
}

export function scoreLeadershipSheet(sheet: LeadershipSheet): StyleScores {
  const issues = validateLeadershipSheet(sheet);
  if (issues.length > 0) throw new AssessmentInputError(issues.map((i) => `${i.code}${i.item ? ` at ${i.item}` : ''}`));
  const top = FREQUENCY_SCALE.length;
  const score = byStyle((s) => {
    const answers = FREQUENCY_ITEMS.filter((i) => i.style === s).map((i) => sheet.frequency[i.id]);
    const mean = answers.reduce((a, b) => a + b, 0) / answers.length;
    return ((mean - 1) / (top - 1)) * 100;
  });
  const choicePoints = byStyle(() => 0);
  for (const { id } of SCENARIOS) {
    choicePoints[sheet.scenarios[id].first] += CHOICE_POINTS.first;
    choicePoints[sheet.scenarios[id].second] += CHOICE_POINTS.second;
  }
  return scoresFrom(score, choicePoints);
}

export function averageStyleScores(list: readonly StyleScores[]): StyleScores {
  if (list.length === 0) throw new AssessmentInputError(['an average needs at least one profile']);
  const mean = (f: (x: StyleScores) => number) => list.reduce((a, x) => a + f(x), 0) / list.length;
  return scoresFrom(byStyle((s) => mean((x) => x.score[s])), byStyle((s) => mean((x) => x.choicePoints[s])));
}

/** Styles from strongest to weakest: by score, then by scenario points, then in the fixed style order. */
export function rankedStyles(s: StyleScores): StyleId[] {
  return [...STYLE_IDS].sort((a, b) => s.score[b] - s.score[a] || s.choicePoints[b] - s.choicePoints[a] || STYLE_IDS.indexOf(a) - STYLE_IDS.indexOf(b));
}

/**
 * Flexibility 0–100: how fully each of the six styles reaches "often", averaged. A style used
 * habitually counts no more than one used often, so one strong style cannot make up for missing ones.
 */
export function flexibility(s: StyleScores): number {
  const reach = STYLE_IDS.reduce((sum, id) => sum + Math.min(s.score[id], REPERTOIRE_FROM) / REPERTOIRE_FROM, 0);
  return Math.round((reach / STYLE_IDS.length) * 100);
}

export interface StyleProfile {
  scores: StyleScores;
  bands: Record<StyleId, StyleBand>;
  dominant: StyleId;
  secondary: StyleId;
  /** The styles used at least often, strongest first. */
  repertoire: StyleId[];
  flexibility: number;
}

export function styleProfile(scores: StyleScores): StyleProfile {
  const ranked = rankedStyles(scores);
  return {
    scores,
    bands: byStyle((s) => styleBand(scores.score[s])),
    dominant: ranked[0],
    secondary: ranked[1],
    repertoire: ranked.filter((s) => scores.score[s] >= REPERTOIRE_FROM),
    flexibility: flexibility(scores),
  };
}

/** A difference of half a scale step (12.5) or more between self and others counts. */
export const DIFF_FROM = 12.5;

export interface StyleDiff {
  /** others − self per style (positive: others see more of it). */
  gap: Record<StyleId, number>;
  /** Others see clearly more of these than the person does, largest gap first. */
  hiddenStrengths: StyleId[];
  /** The person sees clearly more of these than others do, largest gap first. */
  blindSpots: StyleId[];
}

export function styleDiff(self: StyleScores, others: StyleScores): StyleDiff {
  const gap = byStyle((s) => others.score[s] - self.score[s]);
  const pick = (sign: 1 | -1) => STYLE_IDS.filter((s) => sign * gap[s] >= DIFF_FROM).sort((a, b) => sign * (gap[b] - gap[a]) || STYLE_IDS.indexOf(a) - STYLE_IDS.indexOf(b));
  return { gap, hiddenStrengths: pick(1), blindSpots: pick(-1) };
}

export interface OthersRating {
  raterId: string;
  sheet: LeadershipSheet;
}

export interface LeadershipReport {
  self: StyleProfile | null;
  others: OthersView<StyleProfile>;
  /** Self against others, once both exist and the others are shown. */
  diff: StyleDiff | null;
}

/** One person's report (/ls-details, /ls-details-diff). Throws on invalid sheets or self-rating: the server rejects those first. */
export function leadershipReport(subjectId: string, self: LeadershipSheet | null, others: readonly OthersRating[], threshold = ANONYMITY_THRESHOLD): LeadershipReport {
  assertRaters(subjectId, others.map((o) => o.raterId));
  const selfScores = self === null ? null : scoreLeadershipSheet(self);
  const view = othersView(others.length, () => styleProfile(averageStyleScores(others.map((o) => scoreLeadershipSheet(o.sheet)))), threshold);
  return {
    self: selfScores && styleProfile(selfScores),
    others: view,
    diff: selfScores && view.status === 'shown' ? styleDiff(selfScores, view.scores.scores) : null,
  };
}

export interface GroupProfile {
  size: number;
  /** The mean score per style (the group radar). */
  mean: Record<StyleId, number>;
  /** How many members have each style as their dominant one. */
  dominantCount: Record<StyleId, number>;
  /** The mean flexibility of the members. */
  flexibility: number;
  /** Styles no member uses at least often: the group's blind area. */
  missing: StyleId[];
}

/** The styles most of a group lead with (the highest dominant count, ties kept in style order); none when nobody is counted. */
export function mostLedStyles(dominantCount: Readonly<Record<string, number>>): StyleId[] {
  const most = Math.max(0, ...STYLE_IDS.map((s) => dominantCount[s] ?? 0));
  return most === 0 ? [] : STYLE_IDS.filter((s) => (dominantCount[s] ?? 0) === most);
}

/** The group page (/ls-details-group) from its members' own profiles. */
export function groupProfile(members: readonly StyleScores[]): GroupProfile {
  if (members.length === 0) throw new AssessmentInputError(['a group profile needs at least one member']);
  const profiles = members.map(styleProfile);
  const mean = averageStyleScores(members).score;
  return {
    size: members.length,
    mean,
    dominantCount: byStyle((s) => profiles.filter((p) => p.dominant === s).length),
    flexibility: Math.round(profiles.reduce((a, p) => a + p.flexibility, 0) / profiles.length),
    missing: STYLE_IDS.filter((s) => profiles.every((p) => !p.repertoire.includes(s))),
  };
}
