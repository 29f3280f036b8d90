// The item bank of the communication-style test, written for Sandtable: 24 first-person statements,
// each keyed to one pole of one axis (6 per pole), rated on a five-point "like me" scale, in 3 parts
// of 8. Every part holds 2 statements of each pole, in the order tells, task, asks, people, task,
// tells, people, asks (never two of a pole in a row). Keying both poles of an axis makes the axis a
// difference of two sums, so a habit of agreeing (or disagreeing) with everything cancels out.
// Published content: an id, its pole and meaning never change; new wording is a new version.
import type { Bilingual } from '../common';
import type { PoleId } from './styles';

export const COMMUNICATION_VERSION = 1;
export const ITEMS_PER_PART = 8;

/** The scale's lowest and highest answer. */
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;

/** The five answers, 1 (not at all like me) to 5 (very much like me). */
export const SCALE: readonly Bilingual[] = [
  { zh: '完全不像我', en: 'Not at all like me' },
  { zh: '不太像我', en: 'Not much like me' },
  { zh: '有时像我', en: 'Somewhat like me' },
  { zh: '比较像我', en: 'Quite like me' },
  { zh: '非常像我', en: 'Very much like me' },
];

/** The stem above every part. */
export const STEM: Bilingual = {
  zh: '想一想你在工作中与人交流的平常样子（不是你希望的样子），每句话有多像你？',
  en: 'Think of how you usually communicate at work (not how you would like to): how much is each statement like you?',
};

export interface CommunicationItem {
  /** `m<n>`, stable: answer sheets are keyed by it. */
  id: string;
  /** 1..3: the parts the test is saved in. */
  part: number;
  pole: PoleId;
  text: Bilingual;
}

const TEXTS: Record<PoleId, readonly [string, string][]> = {
  tells: [
    ['在会议上，我通常会较早说出自己的观点。', 'In meetings I usually say what I think early on.'],
    ['我说话直截了当，很少绕弯子。', 'I get straight to the point when I speak.'],
    ['如果我认为方向错了，我会当场明确指出。', 'If I think we are heading the wrong way, I say so plainly there and then.'],
    ['讨论陷入僵局时，我会提出方案并推动大家做决定。', 'When a discussion stalls, I put forward a proposal and push for a decision.'],
    ['我习惯直接表明看法，而不是用提问来暗示。', 'I tend to state my view outright rather than hint at it with questions.'],
    ['别人犹豫不决时，我愿意出面拍板。', 'When others hesitate, I am willing to make the call.'],
  ],
  task: [
    ['沟通时，我更看重事实和数据，而不是感受。', 'When I communicate, facts and figures count for more with me than feelings.'],
    ['开会时，我希望尽快进入正题。', 'In meetings I want to get down to business quickly.'],
    ['在工作中，我很少谈论自己的私事。', 'At work I rarely talk about my private life.'],
    ['我喜欢用书面、有条理的方式交流。', 'I like to communicate in writing and in an orderly way.'],
    ['别人情绪激动时，我会把话题拉回到要解决的问题上。', 'When people get emotional, I bring the talk back to the problem to be solved.'],
    ['评价一个方案时，我首先看它是否合乎逻辑。', 'When I judge a proposal, I look first at whether it is logical.'],
  ],
  asks: [
    ['发表意见前，我喜欢先听听别人怎么说。', 'I like to hear what others think before I give my view.'],
    ['我常用提问的方式引出别人的想法。', 'I often draw out other people\'s ideas by asking questions.'],
    ['没想清楚之前，我宁愿先不表态。', 'Until I have thought something through, I would rather not take a position.'],
    ['我说话语气温和，给不同意见留有余地。', 'I speak in a measured way that leaves room for other views.'],
    ['在小组讨论中，我听得多、说得少。', 'In group discussions I listen more than I talk.'],
    ['需要做决定时，我倾向于先征求大家的意见。', 'When a decision is needed, I tend to ask for people\'s views first.'],
  ],
  people: [
    ['谈话时，我的情绪很容易流露出来。', 'My feelings show easily when I talk.'],
    ['谈工作之前，我喜欢先和对方聊几句别的。', 'Before talking business, I like to chat a little about other things.'],
    ['我会留意对方的情绪，并据此调整说话方式。', 'I notice how the other person feels and adjust the way I speak.'],
    ['讲一件事时，我常用故事和例子。', 'I often use stories and examples when I explain something.'],
    ['做决定时，我很看重大家对此会有什么感受。', 'When I decide, I give weight to how people will feel about it.'],
    ['我喜欢和同事建立工作以外的交情。', 'I like to build friendships with colleagues beyond the work itself.'],
  ],
};

/** The poles in each part's order: 2 of each, never the same pole twice in a row. */
const PART_ORDER: readonly PoleId[] = ['tells', 'task', 'asks', 'people', 'task', 'tells', 'people', 'asks'];
export const PART_COUNT = 3;

export const ITEMS: readonly CommunicationItem[] = (() => {
  const used: Record<PoleId, number> = { tells: 0, task: 0, asks: 0, people: 0 };
  const items: CommunicationItem[] = [];
  for (let part = 1; part <= PART_COUNT; part++) {
    for (const pole of PART_ORDER) {
      const [zh, en] = TEXTS[pole][used[pole]++];
      items.push({ id: `m${items.length + 1}`, part, pole, text: { zh, en } });
    }
  }
  return items;
})();

export const ITEM_BY_ID: ReadonlyMap<string, CommunicationItem> = new Map(ITEMS.map((i) => [i.id, i]));

export const PARTS: readonly { part: number; items: readonly CommunicationItem[] }[] = Array.from({ length: PART_COUNT }, (_, k) => ({
  part: k + 1,
  items: ITEMS.filter((i) => i.part === k + 1),
}));
