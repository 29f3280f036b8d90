// The item bank of the teamwork-status test, written for Sandtable: 30 statements about "my team"
// (6 per level, 3 keyed towards the level and 3 reverse-keyed), rated on a five-point agreement
// scale, in 3 parts of 10. Every part holds 2 statements of every level, one keyed each way, in the
// levels' order twice over (never two of a level in a row). Our own wording: no published
// questionnaire's statements. Published content: an id, its level, keying and meaning never change;
// new wording is a new version.
import { AGREEMENT, AGREEMENT_LABELS, balancedKeyedItems, partsOf, type AgreementValue, type Bilingual, type Keying } from '../common';
import { LEVEL_IDS, type LevelId } from './levels';

export const TEAMWORK_VERSION = 1;
export const ITEMS_PER_PART = 10;
export const PART_COUNT = 3;

/** The five-point agreement scale (common.ts, shared with the organisation-health test): 1 strongly disagree … 5 strongly agree. */
export { AGREEMENT, AGREEMENT_LABELS, type AgreementValue };

export type { Keying };

export interface TeamworkItem {
  /** `w<n>`, stable: answer sheets are keyed by it. */
  id: string;
  /** 1..3: the parts the test is saved in. */
  part: number;
  level: LevelId;
  keyed: Keying;
  text: Bilingual;
}

/** The stem above every part. */
export const STEM: Bilingual = {
  zh: '想一想你现在所在的团队（在本课程中，就是你所在的小组）。你在多大程度上同意下面关于这个团队的说法？请按团队平常的实际情况回答，而不是它应该的样子。',
  en: 'Think of the team you work in now (in this course: your course team). How far do you agree with each statement about it? Describe how things usually are, not how they ought to be.',
};

type Text = [string, string];

/** Per level, three statements keyed towards it and three reverse-keyed. */
const BANK: Record<LevelId, { plus: Text[]; minus: Text[] }> = {
  trust: {
    plus: [
      ['在我们团队，大家会公开承认自己的失误。', 'In my team, people admit their mistakes openly.'],
      ['团队成员需要帮助时会直接开口，不会犹豫。', 'Team members ask one another for help without hesitating.'],
      ['我们彼此都很了解各自的长处和短板。', 'We know one another\'s strengths and weak spots well.'],
    ],
    minus: [
      ['这里的人会在彼此面前掩饰自己的不足。', 'People here hide their weak spots from one another.'],
      ['有些成员为了保护自己的位置而不分享信息。', 'Some members keep information to themselves to protect their position.'],
      ['成员之间说话都很小心，有所保留。', 'Members are guarded in what they say to one another.'],
    ],
  },
  debate: {
    plus: [
      ['看法不同时，我们会就想法本身公开争论。', 'When we see things differently, we argue openly about the ideas.'],
      ['开会时，最重要的问题都会被摆到桌面上讨论，即使它们让人不舒服。', 'In our meetings the most important issues get discussed, even uncomfortable ones.'],
      ['激烈讨论之后，大家不会心存芥蒂，照常合作。', 'After a heated discussion we work together as before, without hard feelings.'],
    ],
    minus: [
      ['不同意见往往在会后私下说，而不是在会上提出。', 'Disagreement is voiced in private after a meeting rather than in it.'],
      ['我们会回避可能引起争论的话题。', 'We steer clear of topics that might lead to an argument.'],
      ['我们的会议客客气气，但沉闷无趣。', 'Our meetings are polite but dull.'],
    ],
  },
  commitment: {
    plus: [
      ['我们的会议结束时，会形成每个人都清楚的明确决定。', 'Our meetings end with clear decisions that everyone knows.'],
      ['一旦做出决定，所有人都会支持，包括曾经反对的人。', 'Once we have decided, everyone backs the decision, including those who argued against it.'],
      ['团队里每个人都说得出我们当前最重要的几件事。', 'Everyone in the team can name our current top priorities.'],
    ],
    minus: [
      ['已经做出的决定常常被一再拿出来重新讨论。', 'Decisions we have made keep being reopened.'],
      ['我们常常为了等更多信息或等所有人都同意而迟迟不做决定。', 'We put decisions off while we wait for more information or for everyone to agree.'],
      ['会后大家对“到底定了什么”理解各不相同。', 'People leave our meetings with different ideas of what was agreed.'],
    ],
  },
  standards: {
    plus: [
      ['同事的工作没达到要求时，团队成员会直接指出来。', 'Team members say so directly when a colleague\'s work falls short.'],
      ['我们会对照约定，互相了解彼此的进展。', 'We check one another\'s progress against what we agreed.'],
      ['有人拖了团队后腿时，提醒他的不只是负责人，还有队友。', 'Someone who lets the team down hears about it from teammates, not only from the manager.'],
    ],
    minus: [
      ['表现不佳的问题，我们都留给负责人去处理。', 'We leave poor performance for the manager to deal with.'],
      ['在我们团队，错过了期限也没什么后果。', 'In my team, missing a deadline has no consequences.'],
      ['当某位队友的做法影响了团队时，我们不好意思告诉他。', 'We find it awkward to tell a teammate that their behaviour is hurting the team.'],
    ],
  },
  results: {
    plus: [
      ['我们用团队的成果而不是个人的表现来衡量成功。', 'We measure success by the team\'s results, not by individual achievements.'],
      ['每个人都清楚团队目标的完成情况。', 'Everyone knows how the team is doing against its goals.'],
      ['成员会把团队的目标放在自己那一块的目标之前。', 'Members put the team\'s goals before the goals of their own area.'],
    ],
    minus: [
      ['有些成员更在乎个人的得失，而不是团队的成果。', 'Some members care more about their own standing than about the team\'s results.'],
      ['团队没有达成目标时，大家主要是为自己那部分辩护。', 'When the team misses a goal, people mostly defend their own part.'],
      ['在这里，个人得到认可比一起达成目标更重要。', 'Here, individual recognition matters more than reaching our goals together.'],
    ],
  },
};

/** The items in order (common.ts balancedKeyedItems): every part holds both keyings of every level, in the levels' order twice over. */
export const ITEMS: readonly TeamworkItem[] = balancedKeyedItems('w', PART_COUNT, LEVEL_IDS, BANK).map(({ scale, ...item }) => ({ ...item, level: scale }));

/** The items as the shared agreement-bank functions read them (common.ts): the level is the scale. */
export const SCALED_ITEMS = ITEMS.map((i) => ({ id: i.id, keyed: i.keyed, scale: i.level }));

export const ITEM_BY_ID: ReadonlyMap<string, TeamworkItem> = new Map(ITEMS.map((i) => [i.id, i]));

/** The parts in order, with their items. */
export const PARTS = partsOf(ITEMS, PART_COUNT);
