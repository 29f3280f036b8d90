// The item bank of the personality test, written for Sandtable in the style of the public-domain
// International Personality Item Pool (IPIP, ipip.ori.org): short first-person statements of
// everyday behaviour at work, rated on how accurately they describe the person. 50 items, 10 per
// domain, 5 keyed towards the domain's high pole and 5 reverse-keyed; 5 parts of 10 holding 2 items
// of every domain each (one keyed each way), in IPIP's order E, A, C, N(S), O; no two items of a
// domain in a row. Our own wording, not IPIP's: IPIP is the basis (docs/assessments/personality.md).
// Published content: an id, its domain, keying and meaning never change; new wording is a new version.
import { balancedKeyedItems, partsOf, type Bilingual, type Keying } from '../common';
import { DOMAIN_IDS, type DomainId } from './domains';

export const PERSONALITY_VERSION = 1;
export const ITEMS_PER_PART = 10;
export const PART_COUNT = 5;

/** The five-point scale, as the sheet stores it: 1 very inaccurate … 5 very accurate. */
export const LIKERT = [1, 2, 3, 4, 5] as const;
export type LikertValue = (typeof LIKERT)[number];

export const LIKERT_LABELS: Record<LikertValue, Bilingual> = {
  1: { zh: '非常不符合', en: 'Very inaccurate' },
  2: { zh: '比较不符合', en: 'Moderately inaccurate' },
  3: { zh: '说不准', en: 'Neither accurate nor inaccurate' },
  4: { zh: '比较符合', en: 'Moderately accurate' },
  5: { zh: '非常符合', en: 'Very accurate' },
};

/** Keyed towards the domain's high pole (+1) or reverse-keyed (−1: scored 6 − the answer). */
export type { Keying };

export interface PersonalityItem {
  /** `b<n>`, stable: answer sheets are keyed by it. */
  id: string;
  /** 1..5: the parts the test is saved in. */
  part: number;
  domain: DomainId;
  keyed: Keying;
  text: Bilingual;
}

/** The stem above every part. */
export const STEM: Bilingual = {
  zh: '下面每句话在多大程度上符合你平时在工作中的样子？请按你现在通常的样子回答，而不是你希望的样子。',
  en: 'How accurately does each statement describe you as you usually are at work? Describe yourself as you are now, not as you wish to be.',
};

type Text = [string, string];

/** Per domain, five statements keyed to the high pole and five reverse-keyed. */
const BANK: Record<DomainId, { plus: Text[]; minus: Text[] }> = {
  extraversion: {
    plus: [
      ['我会主动和还不认识的人攀谈。', 'I start conversations with people I do not know yet.'],
      ['和一群人相处之后，我会觉得精力充沛。', 'I feel full of energy after time spent with a group.'],
      ['开会时我很自然地发言。', 'I speak up easily in meetings.'],
      ['在活动中，我喜欢待在人多热闹的地方。', 'At an event I like to be where most people are.'],
      ['我能让身边的气氛活跃起来。', 'I liven up the people around me.'],
    ],
    minus: [
      ['我更愿意待在不显眼的位置。', 'I prefer to stay in the background.'],
      ['和不熟的人在一起时，我话很少。', 'I have little to say to people I do not know well.'],
      ['一整天的会议和交谈会让我筋疲力尽。', 'A whole day of meetings and conversations wears me out.'],
      ['比起身边有人，我更愿意独自工作。', 'I would rather work alone than with people around me.'],
      ['我不喜欢引人注目。', 'I dislike being the centre of attention.'],
    ],
  },
  agreeableness: {
    plus: [
      ['我关心同事过得怎么样。', 'I take an interest in how my colleagues are doing.'],
      ['我会抽时间帮别人解决问题。', 'I make time to help others with their problems.'],
      ['有人被冷落时，我会注意到。', 'I notice when someone is being left out.'],
      ['我相信别人通常是出于好意。', 'I assume that people mean well.'],
      ['我会让新来的人感到受欢迎。', 'I make newcomers feel welcome.'],
    ],
    minus: [
      ['我对别人的烦恼不太感兴趣。', 'I am not much interested in other people\'s worries.'],
      ['我说话有时直接得会伤到人。', 'I can be so blunt that I hurt people.'],
      ['我首先考虑自己的利益。', 'I look after my own interests first.'],
      ['我常怀疑别人另有目的。', 'I suspect that people have hidden motives.'],
      ['我对别人的失误没什么耐心。', 'I have little patience with other people\'s mistakes.'],
    ],
  },
  conscientiousness: {
    plus: [
      ['开始一项任务之前，我会做好准备。', 'I prepare well before I start a task.'],
      ['我做事有始有终。', 'I finish what I start.'],
      ['我会留意工作中的细节。', 'I pay attention to the details of my work.'],
      ['我的文件和物品都井井有条。', 'I keep my files and things in order.'],
      ['接到任务我会马上着手，而不是拖着。', 'I get on with a task straight away rather than putting it off.'],
    ],
    minus: [
      ['我的桌面常常乱糟糟的。', 'My desk is often in a mess.'],
      ['我常把事情拖到最后一刻。', 'I leave things until the last minute.'],
      ['我会忘记做自己答应过的事。', 'I forget to do things I said I would do.'],
      ['我很难按计划行事。', 'I find it hard to stick to a plan.'],
      ['工作枯燥时，我会做得马马虎虎。', 'I do careless work when a task bores me.'],
    ],
  },
  stability: {
    plus: [
      ['压力大时我能保持冷静。', 'I stay calm under pressure.'],
      ['我很少情绪低落。', 'I seldom feel low.'],
      ['遇到挫折，我很快就能恢复过来。', 'I get over setbacks quickly.'],
      ['大多数时候我都很放松。', 'I am relaxed most of the time.'],
      ['听到批评时，我不会心烦意乱。', 'I can hear criticism without getting upset.'],
    ],
    minus: [
      ['我常担心事情会出错。', 'I worry about things going wrong.'],
      ['我很容易烦躁。', 'I get irritated easily.'],
      ['我的情绪经常起伏。', 'My mood goes up and down a lot.'],
      ['我很容易感到有压力。', 'I feel stressed easily.'],
      ['犯了错之后，我会很久都放不下。', 'I keep thinking about a mistake long after it happened.'],
    ],
  },
  openness: {
    plus: [
      ['我喜欢琢磨新的想法。', 'I enjoy thinking about new ideas.'],
      ['我喜欢尝试新的做事方法。', 'I like to try new ways of doing things.'],
      ['我对许多不同的领域都感到好奇。', 'I am curious about many different fields.'],
      ['我喜欢钻研复杂、抽象的问题。', 'I enjoy working through complex, abstract questions.'],
      ['我常有与众不同的点子。', 'I often come up with unusual ideas.'],
    ],
    minus: [
      ['我更喜欢按一贯的方式做事。', 'I prefer to do things the way they have always been done.'],
      ['我不觉得有必要质疑现有的做法。', 'I see no point in questioning how things are done.'],
      ['我很少主动寻找新的体验。', 'I rarely look for new experiences.'],
      ['我对艺术和设计没什么兴趣。', 'Art and design hold little interest for me.'],
      ['我很难进行抽象思考。', 'I find it hard to think in abstract terms.'],
    ],
  },
};

/**
 * The items in order (common.ts balancedKeyedItems): part p (1..5) holds, twice over, one item of
 * each domain in DOMAIN_IDS' order; the first round keyed to the high pole in odd parts and
 * reverse-keyed in even ones, the second round the other way, so every part holds both keyings of
 * every domain.
 */
export const ITEMS: readonly PersonalityItem[] = balancedKeyedItems('b', PART_COUNT, DOMAIN_IDS, BANK).map(({ scale, ...item }) => ({ ...item, domain: scale }));

export const ITEM_BY_ID: ReadonlyMap<string, PersonalityItem> = new Map(ITEMS.map((i) => [i.id, i]));

/** The parts in order, with their items. */
export const PARTS = partsOf(ITEMS, PART_COUNT);
