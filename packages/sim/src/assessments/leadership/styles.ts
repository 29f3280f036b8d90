// The six leadership styles of spec §3, after Goleman's six styles (2000) which build on the
// climate research of the Hay Group: what each does, when it works, what it risks, and advice for
// the report. Wording written for Sandtable (docs/assessments/leadership-style.md).
import type { Bilingual } from '../common';

export const STYLE_IDS = ['commanding', 'visionary', 'affiliative', 'democratic', 'pacesetting', 'coaching'] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export interface LeadershipStyle {
  id: StyleId;
  name: Bilingual;
  /** The style in one sentence. */
  essence: Bilingual;
  whenItWorks: Bilingual;
  risk: Bilingual;
  /** Advice for a style the person seldom uses. */
  develop: Bilingual;
  /** Advice for a style the person uses habitually. */
  overuse: Bilingual;
}

type Pair = [string, string];
const b = ([zh, en]: Pair): Bilingual => ({ zh, en });
const style = (id: StyleId, name: Pair, essence: Pair, whenItWorks: Pair, risk: Pair, develop: Pair, overuse: Pair): LeadershipStyle => ({
  id, name: b(name), essence: b(essence), whenItWorks: b(whenItWorks), risk: b(risk), develop: b(develop), overuse: b(overuse),
});

export const STYLES: readonly LeadershipStyle[] = [
  style('commanding', ['命令型', 'Commanding'],
    ['明确下达指令，要求立即执行。', 'Gives clear orders and expects them to be carried out at once.'],
    ['危机、扭转局面，或其他办法都已无效时。', 'In a crisis, a turnaround, or when everything else has failed.'],
    ['长期使用会压抑主动性和责任感，优秀的人会离开。', 'Used for long, it stifles initiative and ownership, and good people leave.'],
    ['在真正紧急的时刻练习果断：说清要做什么、谁来做、何时完成。', 'Practise being decisive when it really is urgent: say what, who and by when.'],
    ['紧急情况过去后，把决定权交还团队，并解释你的理由。', 'Once the emergency is over, hand decisions back to the team and explain your reasons.']),
  style('visionary', ['愿景型', 'Visionary'],
    ['说明方向和意义，让人们自己找到实现的方法。', 'Sets out the direction and why it matters, and leaves people to find the way.'],
    ['变革需要新的方向，或方向不清楚时。', 'When change needs a new direction, or the direction is unclear.'],
    ['如果团队成员比领导更懂行，空谈愿景会显得自以为是。', 'With a team more expert than the leader, talk of vision can sound overbearing.'],
    ['为团队写下三句话：我们去哪里、为什么重要、每个人的工作如何与之相连。', 'Write three sentences for your team: where we are going, why it matters, and how each person\'s work connects to it.'],
    ['愿景之外也要听取实际情况：问一问团队离目标还差什么。', 'Balance vision with the facts on the ground: ask the team what still stands between them and the goal.']),
  style('affiliative', ['亲和型', 'Affiliative'],
    ['把人放在首位，建立和谐与信任。', 'Puts people first and builds harmony and trust.'],
    ['修复团队裂痕，或在压力大的时候给人以支持。', 'To heal rifts in a team, or to support people under stress.'],
    ['只表扬不纠偏，会让差的表现得不到纠正，团队失去方向。', 'Praise without correction lets poor performance go unchallenged and leaves the team without direction.'],
    ['每周留出时间和一位成员聊聊工作以外的状况，并具体地认可一件做得好的事。', 'Each week, make time to ask one person how they are doing beyond the work, and recognise one specific thing done well.'],
    ['和谐不等于回避：把需要改进的地方也说出来，并给出方向。', 'Harmony is not avoidance: also say what needs to improve, and give direction.']),
  style('democratic', ['民主型', 'Democratic'],
    ['征求意见，让团队参与决定，赢得认同。', 'Asks for views and lets the team take part in decisions to win commitment.'],
    ['需要认同或新想法，或领导自己也不确定方向时。', 'When buy-in or fresh ideas are needed, or the leader is unsure of the way.'],
    ['无休止的会议会拖延决定；危机中它太慢。', 'Endless meetings delay decisions; in a crisis it is too slow.'],
    ['下一个影响全队的决定，先请每个人提出一条意见，再说明你如何采纳。', 'For the next decision that affects everyone, ask each person for one view first, then explain how you used them.'],
    ['给讨论设定时限，并说清最后由谁、在何时拍板。', 'Put a time limit on discussion, and say who decides and when.']),
  style('pacesetting', ['领跑型', 'Pacesetting'],
    ['定下很高的标准，以身作则，期望别人跟上。', 'Sets very high standards, leads by example and expects others to keep up.'],
    ['能干、积极的团队需要快速出成果时。', 'When a capable, motivated team needs quick results.'],
    ['标准没有说明、只靠示范时，人们会不堪重负、失去信心。', 'When standards are shown but never explained, people feel overwhelmed and lose confidence.'],
    ['为一项重要任务说明你心目中的"好"是什么样，并示范一次。', 'For one important task, spell out what "good" looks like to you, and show it once.'],
    ['先解释标准，再让别人去做；少亲自接手，多给反馈。', 'Explain the standard before others start; take over less and give feedback more.']),
  style('coaching', ['教练型', 'Coaching'],
    ['帮助人们发现长处、发展能力，着眼于长远。', 'Helps people find their strengths and grow their abilities, with the long term in view.'],
    ['人们愿意成长，想提高表现时。', 'When people want to grow and to improve their performance.'],
    ['对不想改变的人，或在时间紧迫时，效果有限。', 'It does little for people who do not want to change, or when time is very short.'],
    ['每月和每位成员谈一次他们的目标，并交给他们一项能学到东西的任务。', 'Once a month, talk with each person about their goals, and give them one task they can learn from.'],
    ['发展之外也要交付：在紧急时刻先保证结果，再回顾学习。', 'Development must still deliver: when time is short, secure the result first and review the learning after.']),
];

export function styleOf(id: StyleId): LeadershipStyle {
  return STYLES.find((s) => s.id === id)!;
}
