// The two axes and four styles of the communication-style test (docs/assessments/communication-style.md):
// assertiveness — how far one asks (draws others out, holds back one's view) or tells (states views,
// pushes for a decision) — and responsiveness — how far one keeps to the task (facts, logic, feelings
// kept back) or turns to people (feelings shown, relationships, stories). The quadrants are the four
// styles, after the two-dimension models of social behaviour (Merrill & Reid 1981; Bolton & Bolton
// 1984). Style names, descriptions and advice written for Sandtable; no published model's names or
// wording are used.
import type { Bilingual } from '../common';

export const AXIS_IDS = ['assertiveness', 'responsiveness'] as const;
export type AxisId = (typeof AXIS_IDS)[number];

/** The four poles the statements are keyed to: the low and high end of each axis. */
export const POLE_IDS = ['asks', 'tells', 'task', 'people'] as const;
export type PoleId = (typeof POLE_IDS)[number];

export interface Axis {
  id: AxisId;
  name: Bilingual;
  /** The pole below 0, then the one above. */
  low: PoleId;
  high: PoleId;
  /** What the axis measures, in one sentence. */
  meaning: Bilingual;
}

export const AXES: readonly Axis[] = [
  {
    id: 'assertiveness',
    name: { zh: '主导性', en: 'Assertiveness' },
    low: 'asks',
    high: 'tells',
    meaning: { zh: '你在交流中更多是询问、倾听，还是表明观点、推动决定。', en: 'Whether you mostly ask and listen, or state your view and push for a decision.' },
  },
  {
    id: 'responsiveness',
    name: { zh: '人际取向', en: 'Responsiveness' },
    low: 'task',
    high: 'people',
    meaning: { zh: '你在交流中更多关注任务和事实，还是关注人和感受。', en: 'Whether you mostly keep to the task and the facts, or turn to people and feelings.' },
  },
];

export const POLE_NAMES: Record<PoleId, Bilingual> = {
  asks: { zh: '询问', en: 'Asks' },
  tells: { zh: '表明', en: 'Tells' },
  task: { zh: '任务', en: 'Task' },
  people: { zh: '人际', en: 'People' },
};

export const STYLE_IDS = ['systematic', 'decisive', 'supportive', 'spirited'] as const;
export type StyleId = (typeof STYLE_IDS)[number];

/** A side of an axis: −1 the low pole (asks, task), 1 the high one (tells, people). */
export type Side = -1 | 1;

export interface CommunicationStyle {
  id: StyleId;
  name: Bilingual;
  assertiveness: Side;
  responsiveness: Side;
  /** The style in one sentence. */
  essence: Bilingual;
  /** What it brings. */
  strengths: Bilingual;
  /** How it shows under pressure, and what that costs. */
  underPressure: Bilingual;
  /** What is worth practising: a step towards the opposite quadrant. */
  stretch: Bilingual;
}

type Pair = [string, string];
const b = ([zh, en]: Pair): Bilingual => ({ zh, en });
const style = (id: StyleId, name: Pair, [assertiveness, responsiveness]: [Side, Side], essence: Pair, strengths: Pair, underPressure: Pair, stretch: Pair): CommunicationStyle => ({
  id, name: b(name), assertiveness, responsiveness, essence: b(essence), strengths: b(strengths), underPressure: b(underPressure), stretch: b(stretch),
});

export const STYLES: readonly CommunicationStyle[] = [
  style('systematic', ['严谨型', 'Systematic'], [-1, -1],
    ['先问清楚、想透彻，再用事实和条理说话。', 'Asks first, thinks things through, and speaks with facts and order.'],
    ['准确、周密、有条理；能发现别人忽略的漏洞，让决定经得起推敲。', 'Accurate, thorough and orderly; spots the gaps others miss and makes decisions that stand up to scrutiny.'],
    ['压力下会退回数据和细节中，迟迟不表态，显得冷淡或过于挑剔。', 'Under pressure withdraws into data and detail, holds back a view, and can seem cool or critical.'],
    ['在信息还不完整时，也试着先说出你目前的判断和把握程度；偶尔说一说你的感受。', 'Try stating your current judgement, and how sure you are, before the information is complete; now and then, say how you feel.']),
  style('decisive', ['果断型', 'Decisive'], [1, -1],
    ['直截了当，着眼结果，推动事情尽快向前。', 'Direct and focused on results; moves things forward quickly.'],
    ['决断快、目标清楚、敢于承担；在时间紧、需要拍板时尤其可靠。', 'Decides fast, keeps the goal clear and takes responsibility; most valuable when time is short and a call must be made.'],
    ['压力下会变得强硬、急躁，替别人做决定，不再倾听。', 'Under pressure becomes forceful and impatient, decides for others and stops listening.'],
    ['做决定前先问两个问题并听完回答；留意你的话对别人的影响。', 'Before you decide, ask two questions and hear the answers out; notice how your words land with people.']),
  style('supportive', ['支持型', 'Supportive'], [-1, 1],
    ['善于倾听，重视关系与和谐，让人感到被理解。', 'Listens well, values relationships and harmony, and makes people feel understood.'],
    ['耐心、可靠、体贴；能凝聚团队，让不同意见的人愿意合作。', 'Patient, dependable and considerate; holds a team together and helps people who disagree to work together.'],
    ['压力下会顺从、回避冲突，把不同意见留在心里。', 'Under pressure gives in, avoids conflict and keeps disagreement to themselves.'],
    ['在一件你在意的事情上，清楚地说出你的立场和需要；给自己定一个表态的时限。', 'On one matter you care about, state your position and what you need plainly; set yourself a time by which you will say where you stand.']),
  style('spirited', ['活力型', 'Spirited'], [1, 1],
    ['热情外向，乐于分享想法，用感染力带动别人。', 'Warm and outgoing, shares ideas freely, and carries others along with enthusiasm.'],
    ['富有想象力和感染力；善于激发热情、建立人脉、描绘愿景。', 'Imaginative and persuasive; good at sparking energy, building networks and painting a picture of the future.'],
    ['压力下会说得多、听得少，情绪外露，承诺超出能兑现的。', 'Under pressure talks more and listens less, shows every feeling, and promises more than can be delivered.'],
    ['重要的讨论后，用几行文字写下结论、负责人和日期；说话前先停一停，让别人先讲。', 'After an important discussion, write down the decision, who does what and by when; pause before you speak and let others go first.']),
];

export function styleOf(id: StyleId): CommunicationStyle {
  return STYLES.find((s) => s.id === id)!;
}

/** The style of a quadrant. */
export function styleAt(assertiveness: Side, responsiveness: Side): StyleId {
  return STYLES.find((s) => s.assertiveness === assertiveness && s.responsiveness === responsiveness)!.id;
}

/**
 * Advice for a person of one style (the first key) working with someone of another (the second):
 * what to adjust so that the other can hear you. The diagonal is working with one's own style.
 */
export const WORKING_WITH: Record<StyleId, Record<StyleId, Bilingual>> = {
  systematic: {
    systematic: b(['你们都重视准确，容易在细节里越谈越深：先约定决定的时限和"足够好"的标准。', 'You both value accuracy and can go ever deeper into detail: agree first on a deadline and on what "good enough" means.']),
    decisive: b(['先给结论和建议，再按需提供依据；把细节放在附件里，准备好在对方要求时快速拍板。', 'Lead with your conclusion and recommendation, then the evidence on request; put the detail in an appendix and be ready to decide quickly when asked.']),
    supportive: b(['你们都不急于表态：主动说出你的看法，也问问对方的感受；用温和的语气讨论事实。', 'Neither of you rushes to a view: say what you think first, and ask how they feel about it; discuss the facts in a warm tone.']),
    spirited: b(['留出时间听对方的想法和故事，别急着挑错；先肯定其中可行的部分，再把它落到具体步骤。', 'Make time for their ideas and stories and do not rush to find faults; first recognise what is workable, then turn it into concrete steps.']),
  },
  decisive: {
    systematic: b(['提前把资料发给对方，给出思考的时间；别催促当场表态，并认真回应对方的问题。', 'Send the material ahead and give them time to think; do not press for an answer on the spot, and take their questions seriously.']),
    decisive: b(['你们都想掌控方向：先分清各自负责的决定，争论时对事不对人。', 'You both want to set the course: agree first on who decides what, and argue about the issue, not each other.']),
    supportive: b(['放慢节奏，先问问对方的想法和顾虑；提出要求时说明理由，并确认对方真的同意，而不只是没有反对。', 'Slow down and ask for their views and concerns first; explain why when you ask for something, and check that they really agree rather than merely do not object.']),
    spirited: b(['给对方表达想法和热情的空间；在认可之后，再一起把想法落实到目标和期限上。', 'Give them room for their ideas and enthusiasm; after acknowledging them, pin the ideas down together to goals and dates.']),
  },
  supportive: {
    systematic: b(['用事实和条理说明你的观点，而不只是谈感受；事先准备好书面材料。', 'Make your point with facts and structure, not only with how people feel; prepare it in writing beforehand.']),
    decisive: b(['直接说重点，简明地提出你的建议和需要；对方的直率不是针对你。', 'Get to the point and state your proposal and what you need briefly; their bluntness is not aimed at you.']),
    supportive: b(['你们都在照顾对方，可能谁也不提难题：约定把顾虑说出来，并为决定定下日期。', 'You both look after each other and may leave the hard questions unasked: agree to raise concerns, and set a date for the decision.']),
    spirited: b(['欣赏对方的热情，也坦率地说出你的保留意见；请对方把承诺的事写下来。', 'Enjoy their energy, and say plainly where you have reservations; ask them to put their commitments in writing.']),
  },
  spirited: {
    systematic: b(['少些铺垫和夸张，多些数据和步骤；给对方时间消化，不要把沉默当作反对。', 'Less build-up and colour, more data and steps; give them time to take it in, and do not read silence as opposition.']),
    decisive: b(['简短、直接、谈结果；先说你要什么和为什么，再说故事。', 'Be brief and direct, and talk about results; say what you want and why before the story.']),
    supportive: b(['把说话的机会留给对方，耐心听完；别把对方的点头当作同意，私下再问一问。', 'Leave them room to talk and hear them out; do not take a nod for agreement, and ask again in private.']),
    spirited: b(['你们会一起产生很多想法：指定一个人记录并跟进，每次会议结束前确认谁做什么。', 'Together you will have many ideas: name one person to note them and follow up, and end each meeting by agreeing who does what.']),
  },
};
