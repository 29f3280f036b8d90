// The five domains of the personality test (docs/assessments/personality.md): the Big Five as the
// public-domain International Personality Item Pool (IPIP, ipip.ori.org) measures them, named for a
// workplace report — "emotional stability" is the domain scored at its steady pole, not
// "neuroticism". What each domain describes, and per band what tends to help at work and what is
// worth watching. Wording written for Sandtable; no clinical language: these are preferences and
// habits at work, not diagnoses.
import type { Bilingual } from '../common';

/** IPIP's order of the Big-Five markers (E, A, C, N, O), with N scored as emotional stability. */
export const DOMAIN_IDS = ['extraversion', 'agreeableness', 'conscientiousness', 'stability', 'openness'] as const;
export type DomainId = (typeof DOMAIN_IDS)[number];

export type DomainBand = 'low' | 'average' | 'high';
export const DOMAIN_BANDS: readonly DomainBand[] = ['low', 'average', 'high'];

/** What the report says of a band of a domain. */
export interface BandText {
  /** The band in one sentence. */
  summary: Bilingual;
  /** What tends to help at work. */
  strengths: Bilingual;
  /** What is worth watching, with something to try. */
  watchOut: Bilingual;
}

export interface PersonalityDomain {
  id: DomainId;
  name: Bilingual;
  /** What the domain describes. */
  essence: Bilingual;
  bands: Record<DomainBand, BandText>;
}

type Pair = [string, string];
const b = ([zh, en]: Pair): Bilingual => ({ zh, en });
const band = (summary: Pair, strengths: Pair, watchOut: Pair): BandText => ({ summary: b(summary), strengths: b(strengths), watchOut: b(watchOut) });
const domain = (id: DomainId, name: Pair, essence: Pair, low: BandText, average: BandText, high: BandText): PersonalityDomain => ({
  id, name: b(name), essence: b(essence), bands: { low, average, high },
});

export const DOMAINS: readonly PersonalityDomain[] = [
  domain('extraversion', ['外向性', 'Extraversion'],
    ['从与人交往和热闹的环境中获得多少能量。', 'How much energy you draw from people and from busy, lively settings.'],
    band(['你更喜欢安静的环境，以及少而深入的交谈。', 'You prefer quieter settings and fewer, deeper conversations.'],
      ['能独自专注地工作，认真倾听，先想清楚再开口。', 'You concentrate well on your own, listen carefully and think before you speak.'],
      ['你的想法在会议上可能没被听到：事先准备一个要点，并尽早提出；连续多日密集交流后，给自己留出恢复的时间。', 'Your ideas may go unheard in meetings: prepare one point and bring it in early; after days full of meetings, plan time to recover.']),
    band(['你在人群中和独处时都自在，能按工作需要在两者之间切换。', 'You are at ease both in company and on your own, and switch between them as the work asks.'],
      ['既能独立完成任务，也能投入团队协作和对外联络。', 'You can work alone, in a team, or out meeting people.'],
      ['留意哪种环境最适合哪类任务；长时间处于同一种状态时，有意识地调整节奏。', 'Notice which setting suits which task; after a long stretch of either, change the pace on purpose.']),
    band(['你从与人交往中获得能量，乐于表达，也愿意站到前面。', 'You draw energy from people, speak up readily and are happy to step forward.'],
      ['能很快建立联系，为会议带来活力，善于介绍和说服。', 'You build contacts quickly, bring energy to meetings, and present and persuade with ease.'],
      ['可能在讨论中说得太多，给安静的同事留的空间太少：发言前先请别人说；长时间独自做细致的工作可能让你疲惫。', 'You may fill the discussion and leave too little room for quieter colleagues: invite others to speak first; long solitary, detailed work may drain you.'])),
  domain('agreeableness', ['宜人性', 'Agreeableness'],
    ['与人合作时考虑、信任和照顾他人的倾向。', 'How much you consider, trust and make room for other people when you work with them.'],
    band(['你说话直接，看问题带着审视，也能为自己的立场坚持到底。', 'You are direct, look at claims with a critical eye and can hold your position.'],
      ['敢于提出难听的意见，在谈判中守得住底线，能做出不受欢迎但必要的决定。', 'You raise uncomfortable points, hold a line in a negotiation and can make unpopular but necessary calls.'],
      ['别人可能觉得你强硬，因而不愿说出不同意见：讲清你的理由，并说出你认同对方的地方。', 'Others may find you hard and keep their doubts to themselves: explain your reasons and say what you agree with in their view.']),
    band(['你待人友善，也能在需要时坚持自己的观点。', 'You are friendly with people and can still stand firm when it matters.'],
      ['既能照顾关系，也能就事论事。', 'You can look after relationships and still keep to the facts.'],
      ['留意压力之下你更容易让步还是更容易坚持，并问自己这是否符合当下的需要。', 'Notice whether you give way or dig in under pressure, and ask whether that is what the moment needs.']),
    band(['你乐于合作，体贴他人，愿意相信别人的善意。', 'You are cooperative, considerate and ready to trust other people\'s good intentions.'],
      ['团队中受人信任，善于缓和紧张、促成合作和支持同事。', 'You are trusted in a team, ease tension, bring people together and support colleagues.'],
      ['可能回避必要的分歧、揽下太多事情，或难以给出批评性的反馈：练习清楚而友善地说"不"。', 'You may avoid a necessary disagreement, take on too much, or hold back critical feedback: practise saying no clearly and kindly.'])),
  domain('conscientiousness', ['尽责性', 'Conscientiousness'],
    ['做事有计划、有条理、坚持完成的程度。', 'How much you plan, keep order and see things through.'],
    band(['你做事灵活随性，喜欢边做边调整，而不是事先定好一切。', 'You work flexibly and spontaneously, adjusting as you go rather than fixing everything in advance.'],
      ['能很快上手，适应变化，在计划赶不上变化时仍能应对。', 'You get started quickly, adapt to change and cope when plans fall apart.'],
      ['期限和细节可能被遗漏：把计划写下来，设置提醒，重要的细节请同事帮忙核对。', 'Deadlines and details may slip: write plans down, set reminders and ask a colleague to check the details that matter.']),
    band(['你在需要时会做计划，也能根据情况灵活处理。', 'You plan when it is needed and can be flexible when it is not.'],
      ['在有序和灵活之间保持平衡。', 'You balance order with flexibility.'],
      ['与团队约定一项任务需要多细致的计划；对细节多的工作使用核对清单。', 'Agree with your team how much planning a task needs; use a checklist for work with many details.']),
    band(['你做事有条理、可靠，注重细节，答应的事会做到。', 'You are organised, reliable and thorough, and you do what you said you would.'],
      ['别人可以放心把任务交给你；善于制定计划、按期交付、保证质量。', 'People can hand you a task and stop worrying; you plan, deliver on time and keep quality up.'],
      ['可能追求完美、固守计划，或在信息不全时迟迟不行动，也可能用同样的标准要求别人：分清哪些事"足够好"就可以。', 'You may aim for perfection, cling to the plan, wait too long when information is incomplete, or expect the same of others: decide which tasks only need to be good enough.'])),
  domain('stability', ['情绪稳定性', 'Emotional stability'],
    ['在压力、挫折和不确定中保持平稳的程度。', 'How steady you stay under pressure, after setbacks and in uncertain times.'],
    band(['你对压力和问题反应敏锐，对事情很认真。', 'You react keenly to pressure and problems, and you take things seriously.'],
      ['能较早察觉风险和问题，对团队的情绪变化敏感，做事不掉以轻心。', 'You spot risks and problems early, sense changes in the team\'s mood and do not take things lightly.'],
      ['压力和挫折对你的影响更大：建立恢复精力的习惯，尽早和人谈谈你的担心，区分哪些事你能影响、哪些不能。', 'Pressure and setbacks weigh more on you: build routines that restore your energy, talk about worries early, and separate what you can influence from what you cannot.']),
    band(['你通常比较平稳，在压力高峰时也会感到紧张。', 'You are usually steady, and you feel the strain at peak times.'],
      ['在大多数情况下能保持冷静，同时对风险保持警觉。', 'You stay calm in most situations and still keep an eye on risks.'],
      ['了解自己压力升高的早期信号，为工作高峰提前做好安排。', 'Learn your early signs of rising stress and plan ahead for the busiest periods.']),
    band(['你在压力下依然冷静，能很快从挫折中恢复。', 'You stay calm under pressure and recover quickly from setbacks.'],
      ['在危机和变化中给团队带来稳定感，批评和挫折不易打乱你的节奏。', 'You bring steadiness to a team in a crisis or a change; criticism and setbacks rarely knock you off course.'],
      ['可能低估风险或同事承受的压力，显得不太在意：认真回应别人的担心，并说出你是怎样看待风险的。', 'You may underestimate risks or the strain colleagues feel and seem unconcerned: take their worries seriously and say how you see the risks.'])),
  domain('openness', ['开放性', 'Openness'],
    ['对新想法、新方法和新体验的兴趣。', 'How much you are drawn to new ideas, new ways of working and new experiences.'],
    band(['你务实，重视行之有效的方法，喜欢清楚具体的事情。', 'You are practical, value methods that are proven and like things clear and concrete.'],
      ['能让团队脚踏实地，稳定地执行，看得到新想法在实际中的难处。', 'You keep the team grounded, carry work out steadily and see where a new idea will meet trouble in practice.'],
      ['可能过早否定不熟悉的想法或抗拒变化：先问一问"要让这个想法可行，需要具备什么条件？"', 'You may dismiss unfamiliar ideas or resist change too early: first ask "what would have to be true for this to work?"']),
    band(['你对新想法持开放态度，同时看重经过验证的做法。', 'You are open to new ideas and still value what has been shown to work.'],
      ['能在创新和稳定之间找到平衡。', 'You balance new ideas with proven practice.'],
      ['面对新想法时，说清楚你需要什么证据才会支持它。', 'When a new idea comes up, say what evidence would win your support.']),
    band(['你好奇，喜欢新的想法和做法，乐于思考抽象和复杂的问题。', 'You are curious, like new ideas and ways of working, and enjoy abstract and complex questions.'],
      ['善于产生创意，把不同领域联系起来，乐于接受变化。', 'You come up with ideas, connect different fields and welcome change.'],
      ['可能对例行工作失去兴趣，开的头多于完成的，或去改变本来运转良好的东西：选定一两个想法并推进到底。', 'You may lose interest in routine work, start more than you finish, or change what already works: pick one or two ideas and carry them through.'])),
];

export function domainOf(id: DomainId): PersonalityDomain {
  return DOMAINS.find((d) => d.id === id)!;
}
