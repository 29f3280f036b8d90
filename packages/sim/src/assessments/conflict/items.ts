// The item bank of the conflict-handling test, written for Sandtable: 30 forced-choice pairs in 3
// parts of 10. Each pair sets two first-person statements of two different modes side by side; the
// respondent picks the one more like them. Every part holds each of the 10 pairings of the five
// modes once (so every mode meets every other 3 times in all and appears 12 times); a mode stands
// first in 6 of its pairs and second in 6; no two pairs in a row of a part share a mode.
// Published content: an id, its modes and meanings never change; new wording is a new version.
import type { Bilingual } from '../common';
import type { ModeId } from './modes';

export const CONFLICT_VERSION = 1;
export const PAIRS_PER_PART = 10;

/** The two options of a pair, as the answer sheet names them. */
export const OPTIONS = ['a', 'b'] as const;
export type OptionId = (typeof OPTIONS)[number];

export interface Statement {
  mode: ModeId;
  text: Bilingual;
}

export interface ConflictPair {
  /** `c<n>`, stable: answer sheets are keyed by it. */
  id: string;
  /** 1..3: the parts the test is saved in. */
  part: number;
  a: Statement;
  b: Statement;
}

/** The stem above every pair. */
export const STEM: Bilingual = {
  zh: '工作中与人意见不一致时，下面两句话中哪一句更像你？即使两句都不完全符合，也请选出更接近的一句。',
  en: 'When you disagree with someone at work, which of the two statements is more like you? Even if neither fits exactly, choose the closer one.',
};

type Row = [ModeId, string, string, ModeId, string, string];

const ROWS: readonly Row[] = [
  // Part 1
  ['competing', '我会坚持阐明自己的立场，直到对方接受。', 'I keep stating my position firmly until the others accept it.', 'collaborating', '我会把各方的顾虑都摆到桌面上，一起寻找解决办法。', 'I put everyone\'s concerns on the table so that we can solve them together.'],
  ['compromising', '我建议双方各让一步，以达成一致。', 'I suggest we each give a little so that we can agree.', 'avoiding', '我会先放着这个问题，希望它自己平息。', 'I leave the issue alone and hope it settles by itself.'],
  ['accommodating', '为了维护关系，我会顺从对方的意愿。', 'I go along with the other person\'s wishes to keep the relationship good.', 'competing', '我会推动我认为正确的决定，即使有人不满意。', 'I push for the decision I think is right, even if some people are unhappy.'],
  ['collaborating', '我会问清对方真正在意什么，寻找对双方都有利的方案。', 'I find out what really matters to the other person and look for a solution that serves us both.', 'compromising', '我会寻找双方都能接受的中间方案。', 'I look for a middle way that both of us can live with.'],
  ['avoiding', '我会推迟讨论，等自己想清楚再说。', 'I put the discussion off until I have had time to think.', 'accommodating', '如果这件事对对方比对我更重要，我会让步。', 'I give way when the matter means more to the other person than to me.'],
  ['competing', '我用事实为自己的方案据理力争，不轻易让步。', 'I make the case for my proposal with facts and do not give in easily.', 'compromising', '如果对方也肯让步，我也会做出让步。', 'I make a concession if the other side makes one too.'],
  ['collaborating', '我提议一起把问题研究透，直到找到比双方最初想法都更好的办法。', 'I suggest we work through the problem together until we find something better than either first idea.', 'avoiding', '如果提出看法会造成紧张，我就把它留在心里。', 'I keep my view to myself if raising it would cause tension.'],
  ['compromising', '我提议折中处理，好让事情继续推进。', 'I propose splitting the difference so that the work can move on.', 'accommodating', '我会把对方的需要放在自己的需要前面。', 'I put the other person\'s needs before my own.'],
  ['avoiding', '我会把话题从敏感问题上引开。', 'I steer the conversation away from the sensitive subject.', 'competing', '时间紧时，我会直接拍板，并要求大家照办。', 'When time is short, I decide and expect the others to follow.'],
  ['accommodating', '为了和气，我会同意对方的提议。', 'I agree to their proposal to keep the peace.', 'collaborating', '我会坦诚说出自己的理由，也请对方这样做。', 'I share my reasons openly and ask the other person to do the same.'],
  // Part 2
  ['collaborating', '我把分歧当作双方要共同解决的问题。', 'I treat the disagreement as a problem we share and solve together.', 'accommodating', '即使自己要付出一些代价，我也会帮对方得到所需。', 'I help the other person get what they need, even at some cost to me.'],
  ['competing', '我把分歧看作需要为团队争取胜利的事。', 'I see a disagreement as something to win for my team.', 'avoiding', '我会让别人去处理这个分歧。', 'I let other people deal with the disagreement.'],
  ['accommodating', '我会承认自己可能错了，并采纳对方的看法。', 'I admit I may be wrong and take on the other person\'s view.', 'compromising', '我接受对双方都过得去的方案，而不是只对一方理想的方案。', 'I accept a solution that is good enough for both sides rather than ideal for one.'],
  ['avoiding', '我会避开预计会起争执的会议。', 'I stay away from meetings where I expect an argument.', 'collaborating', '提出方案前，我会花时间弄懂对方的思路。', 'Before I propose a way forward, I take the time to understand the other side\'s reasoning.'],
  ['compromising', '我会做交换：在一点上让步，以换取另一点。', 'I trade: I give way on one point to gain on another.', 'competing', '我会指出对方论点中的漏洞。', 'I point out the weak spots in the other side\'s argument.'],
  ['accommodating', '我会强调我们的共识，让事情缓和下来。', 'I smooth things over by stressing what we agree on.', 'avoiding', '我认为这件事不值得争，就不再提了。', 'I decide the matter is not worth a fight and let it drop.'],
  ['compromising', '我追求尽快达成公平的交易，而不是慢慢求完美。', 'I aim for a fair deal soon rather than a perfect one later.', 'collaborating', '我会请受影响的人参与进来，让方案对每个人都行得通。', 'I bring in the people affected so that the solution works for all of them.'],
  ['competing', '谈判中我会守住底线，不放弃对我重要的东西。', 'In a negotiation I hold my line and do not give away what matters to me.', 'accommodating', '我会让同事按他的方式来，为以后积累好感。', 'I let a colleague have their way to build goodwill for later.'],
  ['avoiding', '我会等气氛缓和下来再开口。', 'I wait for a calmer moment before I say anything.', 'compromising', '我提议轮流来：这次按你的，下次按我的。', 'I propose taking turns: your way this time, mine the next.'],
  ['collaborating', '我会先找到我们共同的目标，再由此制定方案。', 'I look for the goal we share first and build the solution from there.', 'competing', '我会主导讨论，争取尽快做出对我有利的决定。', 'I take charge of the discussion and press for a quick decision my way.'],
  // Part 3
  ['competing', '我会借助自己的经验或职位来定夺此事。', 'I use my experience or my position to settle the matter.', 'collaborating', '我会继续探讨各种可能，直到双方都真正满意。', 'I keep exploring options until both of us are truly satisfied.'],
  ['compromising', '如果能结束争执，我愿意只得到一部分想要的。', 'I settle for part of what I wanted if it ends the dispute.', 'avoiding', '与我不直接相关的争执，我不介入。', 'I keep out of disputes that are not directly my business.'],
  ['accommodating', '我会先照顾对方的情绪。', 'I look after the other person\'s feelings before anything else.', 'competing', '我会明确告诉对方我不接受他们的提议。', 'I tell the other side plainly that I will not accept their proposal.'],
  ['collaborating', '我提议把两个方案中最好的部分结合起来。', 'I propose combining the best parts of both proposals.', 'compromising', '我会寻求一个让谁都不丢面子的快速协议。', 'I look for a quick agreement in which nobody loses face.'],
  ['avoiding', '我会含糊回应，以免选边站。', 'I answer vaguely so as not to take sides.', 'accommodating', '如果我的要求会让人不快，我就放弃它。', 'I drop my own request if it would upset someone.'],
  ['competing', '我会反复强调我的观点，直到它被采纳。', 'I keep coming back to my point until it is taken up.', 'compromising', '在期限或预算上，我提议双方各退一半。', 'On deadlines or budgets, I suggest we meet each other halfway.'],
  ['collaborating', '我会及早请大家提出不同意见，因为这有助于找到更好的答案。', 'I invite different views early, because they help us find a better answer.', 'avoiding', '我会用简短的邮件回复，而不是当面讨论。', 'I reply with a short e-mail instead of discussing it face to face.'],
  ['compromising', '我会讨价还价，直到达成双方都能签字的立场。', 'I bargain until we reach a position both sides can sign.', 'accommodating', '虽然我另有想法，我也会支持对方的计划。', 'I back the other person\'s plan even though I had a different one.'],
  ['avoiding', '我会尽量推迟一场困难的谈话。', 'I put off a difficult conversation for as long as I can.', 'competing', '即使对方团队吃亏，我也会维护本团队的利益。', 'I defend my own team\'s interests even if the other team loses out.'],
  ['accommodating', '我会答应同事的请求，免得让他失望。', 'I say yes to a colleague\'s request so as not to let them down.', 'collaborating', '我愿意多花些时间讨论，以达成双方都全力支持的方案。', 'I am willing to spend extra time talking to reach a solution we both fully support.'],
];

export const PAIRS: readonly ConflictPair[] = ROWS.map(([ma, zha, ena, mb, zhb, enb], k) => ({
  id: `c${k + 1}`,
  part: Math.floor(k / PAIRS_PER_PART) + 1,
  a: { mode: ma, text: { zh: zha, en: ena } },
  b: { mode: mb, text: { zh: zhb, en: enb } },
}));

export const PAIR_BY_ID: ReadonlyMap<string, ConflictPair> = new Map(PAIRS.map((p) => [p.id, p]));

/** The parts in order, with their pairs. */
export const PARTS: readonly { part: number; pairs: readonly ConflictPair[] }[] = [1, 2, 3].map((part) => ({ part, pairs: PAIRS.filter((p) => p.part === part) }));
