// The five conflict-handling modes on the two axes of the dual-concern model — assertiveness
// (concern for one's own aims) and cooperativeness (concern for the other side's) — after Blake &
// Mouton's managerial grid (1964) as Thomas and Kilmann read it for conflict (1974): what each mode
// does, when it fits, what it risks, and advice for the report. Wording written for Sandtable
// (docs/assessments/conflict-handling.md); no questionnaire's wording is used.
import type { Bilingual } from '../common';

export const MODE_IDS = ['competing', 'collaborating', 'compromising', 'avoiding', 'accommodating'] as const;
export type ModeId = (typeof MODE_IDS)[number];

/** Where a mode lies on one axis: low, in between, high. */
export type AxisLevel = -1 | 0 | 1;

export interface ConflictMode {
  id: ModeId;
  name: Bilingual;
  /** Concern for one's own aims. */
  assertiveness: AxisLevel;
  /** Concern for the other side's aims. */
  cooperativeness: AxisLevel;
  /** The mode in one sentence. */
  essence: Bilingual;
  whenItFits: Bilingual;
  risk: Bilingual;
  /** Advice for a mode the person seldom uses. */
  develop: Bilingual;
  /** Advice for a mode the person reaches for most. */
  overuse: Bilingual;
}

type Pair = [string, string];
const b = ([zh, en]: Pair): Bilingual => ({ zh, en });
const mode = (id: ModeId, name: Pair, [assertiveness, cooperativeness]: [AxisLevel, AxisLevel], essence: Pair, whenItFits: Pair, risk: Pair, develop: Pair, overuse: Pair): ConflictMode => ({
  id, name: b(name), assertiveness, cooperativeness, essence: b(essence), whenItFits: b(whenItFits), risk: b(risk), develop: b(develop), overuse: b(overuse),
});

export const MODES: readonly ConflictMode[] = [
  mode('competing', ['竞争', 'Competing'], [1, -1],
    ['坚持自己的立场，力求让自己的方案胜出。', 'Stands firm and works to make one\'s own position prevail.'],
    ['紧急决定、必须执行却不受欢迎的措施，或需要保护团队免受不公对待时。', 'For urgent decisions, unpopular measures that must be carried out, or protecting the team against unfair treatment.'],
    ['常用会让别人不再说真话，赢了争论却失去支持。', 'Used often, it stops people speaking up: the argument is won and the support is lost.'],
    ['在一件你确有把握的事情上，清楚地说出你的立场和理由，并坚持到底。', 'On one matter you are sure of, state your position and your reasons plainly, and hold to it.'],
    ['坚持之前先问一句"你怎么看？"，并确认这件事真的需要由你来定。', 'Before you hold your ground, ask "how do you see it?" and check that the matter really is yours to decide.']),
  mode('collaborating', ['协作', 'Collaborating'], [1, 1],
    ['把双方的关切都摆出来，寻找让双方都满意的方案。', 'Puts both sides\' concerns on the table and looks for a solution that fully satisfies both.'],
    ['问题重要、双方的关切都不能放弃，而且有时间一起研究时。', 'When the issue matters, neither side\'s concerns can be dropped, and there is time to work it through together.'],
    ['费时费力；小事也要深谈，会拖慢决定、消耗大家的精力。', 'It takes time and energy; used on small matters it slows decisions and wears people out.'],
    ['下次出现分歧时，先问对方"对你来说最重要的是什么？"，再一起想第三种方案。', 'At the next disagreement, first ask "what matters most to you here?", then look together for a third option.'],
    ['分清轻重：小事可以快速妥协或让步，把深入讨论留给真正重要的问题。', 'Sort by weight: settle small matters quickly by trading or giving way, and keep the deep discussion for what really matters.']),
  mode('compromising', ['妥协', 'Compromising'], [0, 0],
    ['双方各让一步，尽快找到都能接受的中间方案。', 'Each side gives something up to reach a middle ground both can accept, quickly.'],
    ['双方实力相当、目标相互排斥，或需要在时间压力下先得出一个可行的方案时。', 'When the sides are equally strong, their aims exclude each other, or a workable answer is needed under time pressure.'],
    ['过早折中会错过更好的方案，也可能让双方都不满意。', 'Splitting the difference too early misses better solutions and can leave both sides half-satisfied.'],
    ['谈判前想好你能让什么、不能让什么，并在适当的时候主动提出交换。', 'Before a negotiation, decide what you can give and what you cannot, and offer a trade at the right moment.'],
    ['提议折中之前，先问一问有没有一个对双方都更好的办法。', 'Before you propose meeting halfway, ask whether there is an answer that would serve both sides better.']),
  mode('avoiding', ['回避', 'Avoiding'], [-1, -1],
    ['暂不处理分歧：推迟、绕开或让别人去处理。', 'Leaves the disagreement for now: postpones it, sidesteps it or lets others deal with it.'],
    ['问题无关紧要、情绪需要冷却，或需要先收集更多信息时。', 'When the issue is trivial, tempers need to cool, or more information is needed first.'],
    ['重要的问题被拖着不解决，会越积越大，别人也会觉得你不表态。', 'Important issues left unresolved grow, and others find you never take a stand.'],
    ['学会有意识地暂停：说"我想先想一想，明天再谈"，而不是当场硬碰硬。', 'Learn to pause on purpose: say "let me think about it and come back tomorrow" rather than clash on the spot.'],
    ['列出你一直搁置的分歧，挑一件重要的，约好时间把它谈开。', 'List the disagreements you have been putting off, pick one that matters and set a time to talk it through.']),
  mode('accommodating', ['迁就', 'Accommodating'], [-1, 1],
    ['放下自己的关切，满足对方的需要。', 'Sets one\'s own concerns aside to meet the other side\'s needs.'],
    ['事情对对方更重要、发现自己错了，或需要为以后积累信任时。', 'When the matter means more to the other side, when one turns out to be wrong, or to build goodwill for later.'],
    ['总是让步，你的想法和贡献会被忽视，别人也可能不再认真对待你的意见。', 'Giving way every time means your ideas and contribution are overlooked, and others may stop taking your views seriously.'],
    ['在对方明显更在意的小事上痛快地让步，并让对方知道你是有意这样做的。', 'On a small matter the other side clearly cares more about, give way gladly and let them know you chose to.'],
    ['让步之前问问自己：这件事对我重要吗？如果重要，就把你的需要说出来。', 'Before you give way, ask yourself whether the matter is important to you; if it is, say what you need.']),
];

export function modeOf(id: ModeId): ConflictMode {
  return MODES.find((m) => m.id === id)!;
}
