// Checks on a leadership-style answer sheet, with engine-style codes the i18n catalogue turns into
// messages (validation:ls_*).
import { FREQUENCY_BY_ID, FREQUENCY_ITEMS, FREQUENCY_SCALE, SCENARIO_BY_ID, SCENARIOS } from './items';
import { STYLE_IDS, type StyleId } from './styles';

export interface ScenarioChoice {
  first: StyleId;
  second: StyleId;
}

/** Answers by item id: 1–5 for a frequency item, a first and a second choice for a scenario. Keys in any order. */
export interface LeadershipSheet {
  frequency: Record<string, number>;
  scenarios: Record<string, ScenarioChoice>;
}

export type LeadershipIssueCode =
  | 'required' // the sheet or one of its two sections is not an object
  | 'ls_unknown_item'
  | 'ls_missing_answer'
  | 'ls_out_of_range'
  | 'ls_unknown_option'
  | 'ls_same_choice';

/** One problem: `item` the item's id, `choice` which scenario choice, `limit` the top of the scale. */
export interface LeadershipIssue {
  code: LeadershipIssueCode;
  section?: 'frequency' | 'scenarios';
  item?: string;
  choice?: 'first' | 'second';
  limit?: number;
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isStyle = (x: unknown): x is StyleId => STYLE_IDS.includes(x as StyleId);

/** Every problem with a sheet (empty when it can be scored); unanswered items are reported in bank order. */
export function validateLeadershipSheet(sheet: unknown): LeadershipIssue[] {
  if (!isObject(sheet)) return [{ code: 'required' }];
  const issues: LeadershipIssue[] = [];
  const { frequency, scenarios } = sheet;
  if (!isObject(frequency)) issues.push({ code: 'required', section: 'frequency' });
  else {
    for (const id of Object.keys(frequency)) if (!FREQUENCY_BY_ID.has(id)) issues.push({ code: 'ls_unknown_item', section: 'frequency', item: id });
    for (const { id } of FREQUENCY_ITEMS) {
      const v = frequency[id];
      if (v === undefined || v === null) issues.push({ code: 'ls_missing_answer', section: 'frequency', item: id });
      else if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > FREQUENCY_SCALE.length) issues.push({ code: 'ls_out_of_range', section: 'frequency', item: id, limit: FREQUENCY_SCALE.length });
    }
  }
  if (!isObject(scenarios)) issues.push({ code: 'required', section: 'scenarios' });
  else {
    for (const id of Object.keys(scenarios)) if (!SCENARIO_BY_ID.has(id)) issues.push({ code: 'ls_unknown_item', section: 'scenarios', item: id });
    for (const { id } of SCENARIOS) {
      const answer = scenarios[id];
      const choice = isObject(answer) ? answer : {};
      for (const which of ['first', 'second'] as const) {
        const v = choice[which];
        if (v === undefined || v === null) issues.push({ code: 'ls_missing_answer', section: 'scenarios', item: id, choice: which });
        else if (!isStyle(v)) issues.push({ code: 'ls_unknown_option', section: 'scenarios', item: id, choice: which });
      }
      if (isStyle(choice.first) && choice.first === choice.second) issues.push({ code: 'ls_same_choice', section: 'scenarios', item: id, choice: 'second' });
    }
  }
  return issues;
}

/**
 * The items still to answer or to correct, in bank order (frequency items, then scenarios): a
 * half-finished test resumes at the first. A missing section counts as all its items unanswered.
 */
export function unfinishedItems(sheet: unknown): string[] {
  const s = isObject(sheet) ? sheet : {};
  const issues = validateLeadershipSheet({ frequency: isObject(s.frequency) ? s.frequency : {}, scenarios: isObject(s.scenarios) ? s.scenarios : {} });
  const open = new Set(issues.map((i) => i.item));
  return [...FREQUENCY_ITEMS.map((i) => i.id), ...SCENARIOS.map((i) => i.id)].filter((id) => open.has(id));
}
