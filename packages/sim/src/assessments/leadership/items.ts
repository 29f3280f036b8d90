// The item bank of the leadership-style test, written for Sandtable: 24 frequency items (4 per
// style) and 6 scenarios with one option per style. Items and options are verb phrases without a
// subject, so the self form ("How often do you…") and the others' form ("How often does this
// person…") show the same words. Listed in the order the screen shows them, not grouped by style.
// Published content: ids, styles and meanings never change; new wording is a new version.
import type { Bilingual, Perspective } from '../common';
import type { StyleId } from './styles';

export const LEADERSHIP_VERSION = 1;

export interface FrequencyItem {
  /** `f<n>`, stable: answer sheets are keyed by it. */
  id: string;
  style: StyleId;
  text: Bilingual;
}

export interface ScenarioItem {
  /** `s<n>`, stable. */
  id: string;
  situation: Bilingual;
  /** One option per style, in display order; the option's id is its style. */
  options: { style: StyleId; text: Bilingual }[];
}

/** The five answers of a frequency item, from 1 (never) to 5 (almost always). */
export const FREQUENCY_SCALE: readonly Bilingual[] = [
  { zh: '从不', en: 'Never' },
  { zh: '很少', en: 'Rarely' },
  { zh: '有时', en: 'Sometimes' },
  { zh: '经常', en: 'Often' },
  { zh: '几乎总是', en: 'Almost always' },
];

export const STEMS: Record<'frequency' | 'scenario', Record<Perspective, Bilingual>> = {
  frequency: {
    self: { zh: '在工作中，你多常这样做：', en: 'At work, how often do you' },
    others: { zh: '在工作中，这位同事多常这样做：', en: 'At work, how often does this person' },
  },
  scenario: {
    self: { zh: '如果你是这个团队的负责人，你最可能怎么做？请选出第一和第二选择。', en: 'If you led this team, what would you most likely do? Choose your first and your second choice.' },
    others: { zh: '如果这位同事是这个团队的负责人，他/她最可能怎么做？请选出第一和第二选择。', en: 'If this person led this team, what would they most likely do? Choose the first and the second choice.' },
  },
};

type Row = [StyleId, string, string];

const frequency = (rows: Row[]): FrequencyItem[] => rows.map(([style, zh, en], k) => ({ id: `f${k + 1}`, style, text: { zh, en } }));

export const FREQUENCY_ITEMS: readonly FrequencyItem[] = frequency([
  ['visionary', '说明团队要去往哪里，以及为什么重要', 'explain where the team is heading and why it matters'],
  ['democratic', '做决定前征求团队的意见', 'ask the team for ideas before deciding'],
  ['commanding', '下达明确的指令，并要求照做，不作讨论', 'give clear instructions and expect them to be carried out without debate'],
  ['coaching', '帮助大家发现自己的长处和需要发展的地方', 'help people find out what they are good at and what to develop'],
  ['affiliative', '工作紧张时把大家的身心状态放在首位', 'put people\'s well-being first when work gets tense'],
  ['pacesetting', '定下很高的标准，并以身作则示范如何达到', 'set very high standards and show by example how to meet them'],
  ['commanding', '在情况紧急时独自做出决定', 'take decisions alone when the situation is urgent'],
  ['affiliative', '不仅因成绩，也因为人本身而赞赏大家', 'praise people for who they are as well as for their results'],
  ['visionary', '把每个人的工作和更大的目标联系起来', 'link each person\'s work to the larger goal'],
  ['pacesetting', '在别人太慢时亲自接手任务', 'take over a task in person when others are too slow'],
  ['democratic', '让团队决定与每个人都相关的问题', 'let the team decide questions that affect everyone'],
  ['coaching', '把有挑战的任务作为学习的机会交给别人', 'give stretching assignments as a chance to learn'],
  ['commanding', '直截了当地指出哪里出了错、什么必须马上改', 'say plainly what went wrong and what must change at once'],
  ['visionary', '让大家自己寻找通往目标的路径', 'leave people free to find their own way to the goal'],
  ['affiliative', '在冲突之后帮助修复关系', 'help to mend relationships after a conflict'],
  ['pacesetting', '期望大家不用指点就做得更快更好', 'expect people to work faster and better without being told how'],
  ['coaching', '在别人学习时容忍短期的失误', 'accept short-term mistakes while someone is learning'],
  ['democratic', '召开让每种观点都能被听到的会议', 'hold meetings in which every view can be heard'],
  ['affiliative', '抽时间和团队成员聊聊个人的事', 'make time for personal conversations with team members'],
  ['commanding', '严格掌控工作的做法', 'keep close control of how the work is done'],
  ['coaching', '和大家谈他们的长远目标', 'talk with people about their long-term goals'],
  ['visionary', '描绘一个让人愿意为之努力的未来', 'describe a future that people want to work towards'],
  ['democratic', '当团队提出更好的理由时调整计划', 'change a plan when the team brings better arguments'],
  ['pacesetting', '很快指出谁落后了', 'point out quickly who is falling behind'],
]);

const scenario = (n: number, situation: [string, string], options: Row[]): ScenarioItem => ({
  id: `s${n}`,
  situation: { zh: situation[0], en: situation[1] },
  options: options.map(([style, zh, en]) => ({ style, text: { zh, en } })),
});

export const SCENARIOS: readonly ScenarioItem[] = [
  scenario(1, ['一位重要客户反映团队上次交付既延期又错误百出，并威胁要取消合同。下一次交付就在三天后。', 'A key client reports that the team\'s last delivery was late and full of errors, and threatens to cancel the contract. The next delivery is due in three days.'], [
    ['democratic', '召集团队一起商量如何保住这次交付', 'call the team together to work out how to save the delivery'],
    ['commanding', '亲自掌控局面，明确规定谁在何时前修正什么，并亲自检查每一步', 'take charge, set out exactly who fixes what by when, and check every step in person'],
    ['coaching', '借这些错误教相关的人下次如何避免', 'use the errors to show the people concerned how to avoid them next time'],
    ['visionary', '提醒大家这位客户对团队未来意味着什么，号召大家全力以赴', 'remind the team what this client means for its future and call on everyone to rise to it'],
    ['pacesetting', '亲自承担最难的修正工作', 'take on the hardest part of the fix in person'],
    ['affiliative', '先稳定大家的情绪，确保没有人受到不公正的指责', 'first calm the team and make sure nobody is blamed unfairly'],
  ]),
  scenario(2, ['公司决定进入一个新市场。团队不明白为什么，并担心自己手头的工作。', 'The company has decided to enter a new market. The team does not see why and is worried about its usual work.'], [
    ['affiliative', '花时间陪伴最担心的人，给他们宽心', 'spend time with those who are most worried and reassure them'],
    ['pacesetting', '定下高要求的初期目标，并示范如何达成', 'set demanding first targets and show how to hit them'],
    ['visionary', '描绘新市场可能带来的前景，以及每个人的工作如何融入其中', 'paint a picture of what the new market could bring and how each person\'s work fits in'],
    ['commanding', '宣布新的工作重点，并说明不容商量', 'announce the new priorities and make clear they are not up for discussion'],
    ['coaching', '和每个人谈谈新市场能让他们培养哪些能力', 'talk with each person about the skills the new market will let them build'],
    ['democratic', '请团队说说他们打算如何进入新市场', 'ask the team how they would approach the new market'],
  ]),
  scenario(3, ['两位资深成员闹翻了，其他人开始选边站，团队气氛很糟。', 'Two senior team members have fallen out; others are taking sides and the atmosphere is poisoned.'], [
    ['commanding', '告诉两人冲突必须立即停止，以及期待他们怎样做', 'tell both that the conflict stops now and what behaviour is expected'],
    ['coaching', '帮助两人各自看到自己在冲突中的作用，以及如何更好地处理', 'help each of them see their own part in the conflict and how to handle it better'],
    ['pacesetting', '让大家专注于截止期限，期望专业人士自己处理好', 'focus everyone on the deadlines and expect professionals to sort it out themselves'],
    ['affiliative', '分别和两人谈，倾听他们的感受，帮助他们重建信任', 'meet each of them, listen to how they feel and help them rebuild trust'],
    ['democratic', '召集团队，一起商定彼此合作的规矩', 'bring the team together to agree on how they will work with each other'],
    ['visionary', '提醒大家有一个比争执更重要的共同目标', 'remind everyone of the common goal that matters more than the dispute'],
  ]),
  scenario(4, ['团队要选一款新的软件工具。有几位成员比负责人更了解各个选项。', 'The team must choose a new software tool. Several members know the options better than the team\'s leader does.'], [
    ['visionary', '说明工具必须实现什么，让懂行的人去挑选', 'set out what the tool must achieve and let the experts pick it'],
    ['affiliative', '确保选择过程中没有人感到被忽视', 'make sure nobody feels passed over in the choice'],
    ['democratic', '让熟悉选项的成员一起权衡并决定', 'let the members who know the options weigh them and decide together'],
    ['coaching', '把比较工具的任务交给一位经验较少的成员，并给予支持', 'give a less experienced member the task of comparing the tools, with support'],
    ['commanding', '听完简短汇报后选定工具并宣布', 'choose the tool after a short briefing and announce it'],
    ['pacesetting', '连夜研究各个选项，并期望团队跟上', 'study the options overnight and expect the team to keep up'],
  ]),
  scenario(5, ['一位能干的成员近两个月表现下滑：屡屡错过截止期限，质量也下降了。', 'A capable team member\'s work has slipped for two months: deadlines are missed and quality is down.'], [
    ['pacesetting', '收回最重要的任务亲自去做', 'take back the most important tasks and do them in person'],
    ['democratic', '问这位成员认为应该改变什么', 'ask the member what they think should change'],
    ['affiliative', '先问问这位成员近况如何，并提供支持', 'first ask how the member is doing and offer support'],
    ['coaching', '和这位成员谈谈是什么在妨碍其工作，并商定一个发展计划', 'talk with the member about what is getting in the way and agree on a development plan'],
    ['visionary', '提醒这位成员，其工作对团队目标有多重要', 'remind the member how much their work matters to the team\'s goal'],
    ['commanding', '提出明确的要求，并说明达不到的后果', 'set clear requirements and state the consequences if they are not met'],
  ]),
  scenario(6, ['一支经验丰富、干劲十足的团队需要比计划提前一个月完成一个重要项目。', 'An experienced, motivated team has to finish an important project a month earlier than planned.'], [
    ['coaching', '把截止期限当作让大家承担更大责任、成长的机会', 'treat the deadline as a chance for people to grow into bigger responsibilities'],
    ['commanding', '独自制定新计划并分派任务', 'draw up the new plan alone and assign the tasks'],
    ['democratic', '和团队一起商量哪些可以砍掉或换个做法', 'work out with the team what can be cut or done differently'],
    ['pacesetting', '定下快节奏，以身作则，并期望人人如此', 'set a fast pace, lead by example and expect the same from everyone'],
    ['affiliative', '留意工作负荷是否过重，确保大家状态良好', 'watch for overload and make sure people stay well'],
    ['visionary', '说明提前完成的意义，让团队自己规划路径', 'explain why the earlier date matters and leave the team to plan the route'],
  ]),
];

export const FREQUENCY_BY_ID: ReadonlyMap<string, FrequencyItem> = new Map(FREQUENCY_ITEMS.map((i) => [i.id, i]));
export const SCENARIO_BY_ID: ReadonlyMap<string, ScenarioItem> = new Map(SCENARIOS.map((s) => [s.id, s]));
