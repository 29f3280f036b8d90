// The five levels of the teamwork-status test (docs/assessments/teamwork-status.md): how a team works
// together, each level resting on the one below it — a team that cannot be candid cannot argue well,
// one that has not argued out a decision will not truly commit to it, people who have not committed
// will not hold each other to it, and without that the team's results give way to individual goals.
// The idea of a pyramid of team dysfunctions is public; the names, descriptions and advice here are
// written for Sandtable, in both languages.
import { PERCENTILE_BAND_NAMES, type Bilingual, type PercentileBand } from '../common';

/** The levels from the foundation up: the order a team works on them. */
export const LEVEL_IDS = ['trust', 'debate', 'commitment', 'standards', 'results'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface TeamworkLevel {
  id: LevelId;
  name: Bilingual;
  /** What the level is, when a team has it. */
  essence: Bilingual;
  /** What the team looks like at each band. */
  bands: Record<PercentileBand, Bilingual>;
  /** What to try first when the team starts here. */
  firstSteps: Bilingual;
}

type Pair = [string, string];
const b = ([zh, en]: Pair): Bilingual => ({ zh, en });
const level = (id: LevelId, name: Pair, essence: Pair, low: Pair, average: Pair, high: Pair, firstSteps: Pair): TeamworkLevel => ({
  id, name: b(name), essence: b(essence), bands: { low: b(low), average: b(average), high: b(high) }, firstSteps: b(firstSteps),
});

export const LEVELS: readonly TeamworkLevel[] = [
  level('trust', ['坦诚互信', 'Candid trust'],
    ['成员可以展示自己的不足、承认失误、寻求帮助，而不担心被评判。', 'Members can show weak spots, admit mistakes and ask for help without fear of being judged.'],
    ['大家都在保护自己：失误和疑虑被藏起来，精力花在维护形象上。', 'People protect themselves: mistakes and doubts stay hidden, and energy goes into looking good.'],
    ['大多数事情上彼此信任，但仍有一些疑虑和失误没有说出来。', 'There is trust in most things, but some doubts and mistakes still go unspoken.'],
    ['成员之间能坦然谈论失误、疑虑和需要帮助的地方。', 'Members are open with one another about mistakes, doubts and where they need help.'],
    ['从负责人做起，先承认自己的一个失误。请每位成员说说自己怎样工作最有效、哪里觉得吃力；复盘时先问“我下次会怎么做”，再问“是谁出了错”。', 'Start with the leader: admit one of your own mistakes first. Have each member say how they work best and what they find hard; in a review, ask "what would I do differently?" before "who got it wrong?".']),
  level('debate', ['建设性争论', 'Constructive debate'],
    ['成员就想法和决定公开表达不同意见，而且争论对事不对人。', 'Members disagree openly about ideas and decisions, and the argument stays about the work, not the person.'],
    ['分歧转入地下：会上一团和气，真正的讨论在会后的小圈子里进行。', 'Disagreement goes underground: meetings are polite, and the real discussion happens afterwards in small groups.'],
    ['有些问题能讨论透，另一些——尤其是敏感的问题——仍被回避。', 'Some issues are argued out; others, especially touchy ones, are still avoided.'],
    ['团队能把重要问题讨论透，并且争论过后不留芥蒂。', 'The team argues out the issues that matter and moves on without hard feelings.'],
    ['约定争论的规则（对事不对人）。做决定前请每个人说出自己的顾虑；重大决定指定一位“唱反调的人”。讨论变得不舒服时，明确说出这是有益的，而不是问题。', 'Agree on rules for debate (about the idea, not the person). Before deciding, ask each person for their concern; for a big decision, name someone to argue the other side. When a discussion gets uncomfortable, say that this is useful, not a problem.']),
  level('commitment', ['明确承诺', 'Clear commitment'],
    ['团队能做出清晰的决定，每个人都全力支持，包括曾经主张别的方案的人。', 'The team reaches clear decisions and everyone backs them, including those who argued for something else.'],
    ['决定模糊或被一再重议，大家按各自理解的“约定”行事。', 'Decisions are vague or keep being reopened, and people act on different ideas of what was agreed.'],
    ['多数决定能落实，但有些仍不清楚，或被悄悄地重新讨论。', 'Most decisions hold, but some stay unclear or are quietly revisited.'],
    ['决定清晰、共识明确且得到执行，即使并非每个人的主张都被采纳。', 'Decisions are clear, shared and kept, even when not everyone got their way.'],
    ['每次会议结束时说清：决定了什么、谁在何时之前做什么、要向其他人传达什么。为每个决定设定期限；拿不准时先做决定，并约定何时复盘。', 'End every meeting by saying what was decided, who does what by when, and what to tell others. Give each decision a deadline; when in doubt, decide and agree when you will review it.']),
  level('standards', ['相互督促', 'Mutual standards'],
    ['成员按约定彼此要求，同事的工作或行为不达标时会直接提出。', 'Members hold one another to what was agreed and say so directly when a colleague\'s work or behaviour falls short.'],
    ['不达标被默许或被留给负责人处理，表现最好的人逐渐心生不满。', 'Shortfalls are tolerated or left to the manager, and the best performers start to resent it.'],
    ['成员有时会彼此督促，但常常犹豫，最后留给负责人。', 'Members sometimes hold each other to account, but often hesitate and leave it to the manager.'],
    ['成员彼此要求很高，并且会及早、直接地说出来。', 'Members expect a lot of one another and say so, early and directly.'],
    ['让标准看得见：写下谁承诺了什么，并定期一起回顾。练习简短、直接的同伴反馈（“当你……的时候，带来的影响是……”）；只有团队自己解决不了时负责人才介入。', 'Make the standards visible: write down who committed to what and review it together regularly. Practise short, direct feedback between peers ("when you…, the effect is…"); the manager steps in only when the team cannot settle it.']),
  level('results', ['共同成果', 'Shared results'],
    ['团队的共同成果优先于个人的地位、功劳和自己那一块的目标。', 'The team\'s common results come before individual status, credit and the goals of one\'s own area.'],
    ['个人的地位和自己那一块的利益优先，团队目标逐渐失焦。', 'Individual standing and one\'s own area come first, and the team\'s goals drift.'],
    ['团队成果受到重视，但个人目标和功劳仍把大家拉向不同方向。', 'The team\'s results count, but individual goals and credit still pull people in different directions.'],
    ['每个人都以团队成果来衡量得失，成败共担。', 'Everyone keeps score by the team\'s results and shares success and failure.'],
    ['把几项团队成果放在一块人人看得见的“记分牌”上，每次会议都回顾。表彰对团队目标的贡献，而不是个人的成绩；团队没达成目标时，一起复盘。', 'Put a few team results on one scoreboard everyone can see and review it at every meeting. Recognise contributions to the team\'s goal over individual wins; when the team misses a goal, review it together.']),
];

export function levelOf(id: LevelId): TeamworkLevel {
  return LEVELS.find((l) => l.id === id)!;
}

/** The bands as the report names them (against the norm: compared with most teams' answers). */
export const LEVEL_BAND_NAMES: Record<PercentileBand, Bilingual> = PERCENTILE_BAND_NAMES;

/** When no level is below high: nothing to start with, something to keep. */
export const ALL_HIGH: Bilingual = {
  zh: '五个层级都较高：团队协作良好。请保持下去：在成员、目标或压力发生变化后，再检查一次这五个层级。',
  en: 'All five levels are high: the team works well together. Keep it so: look at the five levels again after a change of members, goals or pressure.',
};

/** The headline id (/evaluate-score) when every level is high. */
export const ALL_HIGH_ID = 'all_high';

/** What stands out in a result, by its headline id: the level to start with, or that all are high. */
export function headlineName(id: string): Bilingual {
  if (!(LEVEL_IDS as readonly string[]).includes(id)) return { zh: '五个层级都较高', en: 'All five levels high' };
  const { name } = levelOf(id as LevelId);
  return { zh: `从「${name.zh}」入手`, en: `Start with ${name.en.toLowerCase()}` };
}
