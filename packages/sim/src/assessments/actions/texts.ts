// The actions a team can commit to after a test, one per area an instrument can find low
// (docs/assessments/action-cards.md §3). Written for Sandtable in both languages: each is a first,
// concrete step a team can finish within a few weeks, not a programme. The title fits a card; the
// description says what to do and how the team will know it is done.
import type { Bilingual } from '../common';
import type { LevelId } from '../teamwork/levels';
import type { ModeId } from '../conflict/modes';
import type { RoleId } from '../teamrole/roles';
import type { AreaId } from '../orghealth/areas';

export interface ActionText {
  title: Bilingual;
  description: Bilingual;
}

type Pair = readonly [string, string];
const text = ([tz, te]: Pair, [dz, de]: Pair): ActionText => ({ title: { zh: tz, en: te }, description: { zh: dz, en: de } });

/** Teamwork status: the level to work on (the "where to start" level first). */
export const TEAMWORK_ACTIONS: Record<LevelId, ActionText> = {
  trust: text(
    ['开一次“我的工作方式”分享会', 'Hold a "how I work" round'],
    ['安排 45 分钟，每人讲三件事：自己最有效的工作方式、最近的一个失误、希望从队友那里得到的帮助。负责人先讲。完成标志：每位成员都讲过，并记下至少一条彼此可以提供的帮助。', 'Set aside 45 minutes in which each person names three things: how they work best, one recent mistake, and the help they would like from teammates. The leader goes first. Done when every member has spoken and at least one offer of help is written down.'],
  ),
  debate: text(
    ['下一个重要决定前，人人说出顾虑', 'Ask everyone for a concern before the next big decision'],
    ['在下一个重要决定之前，请每位成员轮流说出一个顾虑，并指定一人专门为另一方案辩护。把顾虑记下来，决定时逐条回应。完成标志：决定记录里写明了每条顾虑的处理方式。', 'Before the next important decision, go round the table for one concern each, and name one person to argue for the alternative. Write the concerns down and answer each when deciding. Done when the decision note says how each concern was handled.'],
  ),
  commitment: text(
    ['每次会议结束时确认“谁、做什么、何时完成”', 'End every meeting with who does what by when'],
    ['接下来的三次会议，最后五分钟专门确认：决定了什么、谁负责、什么时候完成、要告诉谁。把结论发给全体成员。完成标志：三次会议的结论都已发出，且无人提出异议。', 'For the next three meetings, keep the last five minutes to confirm what was decided, who owns it, by when, and whom to tell, and send the summary to everyone. Done when three summaries have gone out and nobody disputed them.'],
  ),
  standards: text(
    ['建一张公开的承诺清单，每周一起回顾', 'Keep a shared list of commitments and review it weekly'],
    ['把每个人承诺的事项写在一张全员可见的清单上，每周花十分钟一起回顾；未完成的由同伴直接询问，而不是等负责人来问。完成标志：连续三周按时回顾，并且至少有一次同伴之间的直接反馈。', 'Put every commitment on one list everyone can see and spend ten minutes on it together each week; a teammate, not the manager, asks about anything overdue. Done after three weekly reviews on time with at least one piece of direct peer feedback.'],
  ),
  results: text(
    ['选出三项团队指标，做一块共同记分牌', 'Pick three team results for one shared scoreboard'],
    ['一起选出三项只有全队合作才能达成的结果，放在一块人人可见的记分牌上，每次会议开头先看它。完成标志：记分牌已建立，并在连续两次会议上被回顾。', 'Choose together three results the team can only reach as a whole, put them on one scoreboard everyone can see, and open every meeting with it. Done when the scoreboard exists and has been reviewed at two meetings in a row.'],
  ),
};

/** Conflict handling: a mode the team uses less than most teams (the "develop" side of the report's advice). */
export const CONFLICT_ACTIONS: Record<ModeId, ActionText> = {
  competing: text(
    ['在一件有把握的事上明确表态', 'Take a clear stand on one matter you are sure of'],
    ['找出一件团队有充分依据、却一直没有坚持的事，由一位成员代表团队清楚地说明立场和理由，并坚持到有结论。完成标志：立场已经说明，结论已记录。', 'Pick one matter on which the team has good grounds but has not held its position; one member states the team\'s position and reasons plainly and holds to it until it is settled. Done when the position has been stated and the outcome recorded.'],
  ),
  collaborating: text(
    ['用“各自最看重什么”来解决一个分歧', 'Settle one disagreement by asking what matters most to each side'],
    ['选一个正在进行的分歧，双方各自写下自己最看重的一两点，然后一起找出同时满足双方的第三种方案。完成标志：第三种方案已经提出，并得到双方认可或明确否决。', 'Take one live disagreement; each side writes down the one or two things that matter most to it, then together look for a third option that serves both. Done when a third option has been put forward and both sides have accepted or clearly rejected it.'],
  ),
  compromising: text(
    ['为下一次谈判先想好能让什么', 'Decide what you can give before the next negotiation'],
    ['在下一次与其他团队或部门的协商前，一起列出“可以让的”和“不能让的”，并准备一个可以主动提出的交换方案。完成标志：清单已写好，并在协商中用过。', 'Before the next negotiation with another team or department, list together what you can give and what you cannot, and prepare one trade you could offer. Done when the list is written and was used in the negotiation.'],
  ),
  avoiding: text(
    ['约定“先暂停、再讨论”的做法', 'Agree how to pause a heated discussion'],
    ['约定一句任何人都可以说的话（如“我们明天再谈这个”），用于讨论过热或信息不足时暂停，并约定何时继续。完成标志：约定已写下，并至少用过一次且按时继续了讨论。', 'Agree on a phrase anyone may use ("let\'s come back to this tomorrow") to pause when a discussion overheats or facts are missing, and agree when to resume. Done when it is written down and has been used once, with the discussion resumed on time.'],
  ),
  accommodating: text(
    ['在一件对方更在乎的事上主动让步', 'Give way on one matter that matters more to the other side'],
    ['找出一件对其他成员或合作方更重要、对你们影响较小的事，主动让步，并说明这是有意的选择。完成标志：让步已经做出，并在下次回顾时讨论它带来的影响。', 'Find one matter that matters more to a colleague or partner than to you, give way on it on purpose and say so. Done when the concession has been made and its effect discussed at the next review.'],
  ),
};

/** Team roles: a role nobody in the team brings (a gap in the group report). */
export const TEAM_ROLE_ACTIONS: Record<RoleId, ActionText> = {
  originator: text(
    ['为一个卡住的问题安排一次创意会', 'Run one idea session on a stuck problem'],
    ['选一个团队卡住的问题，安排 30 分钟只提想法、不作评判，至少收集十个想法，再挑两个试一试。完成标志：两个想法已经试过，并记下了结果。', 'Pick one problem the team is stuck on and hold 30 minutes for ideas only, no judging; collect at least ten, then try two. Done when two ideas have been tried and the results noted.'],
  ),
  connector: text(
    ['请一位团队之外的人来提供信息', 'Bring in one person from outside the team'],
    ['确定一个需要外部信息或资源的问题，由一位成员去联系团队之外的人（客户、其他部门、同行），把得到的信息带回团队。完成标志：联系已完成，信息已在团队会议上分享。', 'Name one question that needs outside information or resources; one member contacts someone outside the team (a customer, another department, a peer) and brings back what they learn. Done when the contact has been made and shared at a team meeting.'],
  ),
  convener: text(
    ['指定一位会议主持人，轮流担任', 'Name a rotating chair for meetings'],
    ['每次会议指定一位主持人，负责开场说明目标、让每个人发言、结束时总结决定；每次换一个人。完成标志：连续三次会议都有主持人，并都有书面总结。', 'Name a chair for each meeting who states the goal at the start, makes sure everyone speaks and sums up the decisions at the end; rotate it each time. Done after three meetings in a row with a chair and a written summary.'],
  ),
  driver: text(
    ['给最重要的一项工作定一个近期期限', 'Set a near deadline on the most important piece of work'],
    ['选出团队最重要的一项工作，定一个两周内的明确期限，并指定一人每周两次检查进度、推动阻塞的事项。完成标志：期限已到，结果已向团队汇报。', 'Choose the team\'s most important piece of work, give it a firm deadline within two weeks, and name one person to check progress twice a week and push blocked items. Done when the deadline has passed and the result was reported to the team.'],
  ),
  analyst: text(
    ['重大决定前做一次利弊与风险检查', 'Check pros, cons and risks before a big decision'],
    ['下一次重要决定前，由一位成员用十分钟列出各方案的利弊、主要风险和所需数据，团队据此决定。完成标志：检查清单已写好并附在决定记录中。', 'Before the next important decision, one member spends ten minutes listing each option\'s pros and cons, main risks and the data needed, and the team decides with it. Done when the checklist is written and attached to the decision note.'],
  ),
  harmoniser: text(
    ['每次会议留五分钟谈“我们合作得怎么样”', 'Keep five minutes per meeting for how we work together'],
    ['接下来的三次会议，最后五分钟请每人说一件合作顺利的事和一件可以改进的事，不展开争论。完成标志：三次会议都做了，并至少落实了一项改进。', 'At the next three meetings, use the last five minutes for each person to name one thing that went well together and one to improve, without debate. Done after three meetings with at least one improvement carried out.'],
  ),
  organiser: text(
    ['把目标拆成带负责人和日期的计划', 'Turn the goal into a plan with owners and dates'],
    ['把团队当前的目标拆成具体步骤，每一步写明负责人和完成日期，放在全员可见的地方。完成标志：计划已发布，所有步骤都有负责人和日期。', 'Break the team\'s current goal into concrete steps, each with an owner and a date, and put the plan where everyone can see it. Done when the plan is published and every step has an owner and a date.'],
  ),
  keeper: text(
    ['交付前做一次同伴检查', 'Add a peer check before anything is delivered'],
    ['约定：任何成果交付前，由另一位成员按一张简短清单检查一遍（要求、数据、错漏）。完成标志：清单已写好，并用于至少两次交付。', 'Agree that before anything is delivered, another member checks it against a short list (requirements, figures, slips). Done when the list exists and has been used for at least two deliveries.'],
  ),
  expert: text(
    ['请一位成员深入研究一个关键问题', 'Have one member dig into one key question'],
    ['找出团队决策中最缺专业知识的一个问题，请一位成员花时间深入研究，并在团队会议上用十分钟分享。完成标志：分享已完成，团队据此更新了做法或决定。', 'Find the question where the team\'s decisions lack expert knowledge most; one member studies it in depth and shares it in ten minutes at a team meeting. Done when the briefing has been given and the team has updated a practice or decision on it.'],
  ),
};

/** Organisation health: an outcome area among the team's weakest (its members' mean, banded low). */
export const ORG_HEALTH_ACTIONS: Record<AreaId, ActionText> = {
  purpose: text(
    ['写一页纸：我们的两三件要事', 'Write our two or three priorities on one page'],
    ['用一页纸写下团队未来半年最重要的两三件事和理由，再请每位成员写一句话：自己手头哪项工作支撑哪一件。不能对应的工作拿出来讨论。完成标志：这页纸已发给全体成员，每人的那句话都已收齐。', 'Write down, on one page, the two or three things that matter most for the team in the next six months and why; then ask each member for one sentence linking their current work to one of them. Discuss any work that links to none. Done when the page has gone to everyone and every sentence is in.'],
  ),
  leading: text(
    ['每位成员一次发展谈话', 'One development talk with each member'],
    ['负责人在一个月内与每位成员单独谈 30 分钟：对方希望学会什么、哪件事阻碍了他、下个月可以交给他决定的一件事。把约定记下来。完成标志：每位成员都谈过，每人至少交出一项决定权。', 'Within a month, the leader spends 30 minutes alone with each member: what they want to learn, what is getting in their way, and one decision they can own next month. Write the agreements down. Done when every member has had the talk and each owns at least one decision.'],
  ),
  climate: text(
    ['下一次出问题时先修复、后复盘', 'Fix first, then review without blame, next time something goes wrong'],
    ['约定：下一次出问题时，先一起把问题解决，再开一次 30 分钟的复盘，只问“发生了什么、系统哪里让它发生、下次怎么防”，不问“是谁”。完成标志：复盘开过，记录里写明了一项流程上的改动。', 'Agree that the next time something goes wrong the team first fixes it together, then holds a 30-minute review that asks only what happened, what in the way we work let it happen and how to prevent it — never who. Done when the review has been held and its note names one change to how the team works.'],
  ),
  ownership: text(
    ['每项在办的工作写上一个负责人', 'Put one named owner on every piece of work in hand'],
    ['把团队手头所有在办的工作列成一张表，每项只写一个负责人和一个完成日期；没人认领的，要么当场有人认领，要么明确放弃。每周花 10 分钟过一遍这张表。完成标志：表中每项都有唯一负责人，且已连续过表三周。', 'List every piece of work the team has in hand, each with one named owner and one date; anything nobody takes is either taken on the spot or openly dropped. Spend ten minutes a week going through the list. Done when every item has exactly one owner and the list has been reviewed three weeks running.'],
  ),
  coordination: text(
    ['与最常打交道的部门约一次交接会', 'Hold a hand-off meeting with the unit you depend on most'],
    ['找出与团队交接最多的一个部门，双方各派一两人开一次会：各自列出对方让自己等待或返工的三件事，商定一项交接上的改动并试行一个月。完成标志：改动已试行一个月，双方都确认了效果。', 'Pick the department the team hands work to or from most often and meet one or two of its people: each side names three things the other does that make it wait or redo work; agree one change to the hand-off and try it for a month. Done when the change has run for a month and both sides have said whether it worked.'],
  ),
  skills: text(
    ['给下一个季度最缺的一项能力做一张学习计划', 'Plan how the team will learn the one skill it lacks most'],
    ['一起说出下一个季度工作中最缺的一项能力，指定一位成员牵头：找到可以请教的人或资料，安排两次内部分享，并在一项真实工作中练习。完成标志：两次分享已经办完，那项真实工作已由学习者完成。', 'Name together the one skill the next quarter’s work needs most and the team has least; one member leads the learning — finds someone to ask or material to read, runs two sessions for the team, and practises on a real piece of work. Done when both sessions have taken place and the real work has been done by the learners.'],
  ),
  drive: text(
    ['问每位成员：什么让你愿意多投入一点', 'Ask each member what would make the work worth more effort'],
    ['请每位成员私下回答两个问题：工作中哪件事最让你有劲头，哪件事最消耗你。汇总后挑出一件最常被提到的消耗，团队一起把它改掉或减掉。完成标志：答案已收齐，那件消耗已改掉或减少，并告诉了全体成员。', 'Ask each member, privately, two questions: what in the work gives them the most energy, and what drains it most. Gather the answers, pick the drain named most often, and change or remove it together. Done when every answer is in and that drain has been changed or reduced, and everyone has been told.'],
  ),
  outward: text(
    ['每位成员和一位客户或用户谈一次', 'Each member talks to one customer or user'],
    ['一个月内，每位成员与一位客户、用户或外部合作方谈 20 分钟：他们最近最头疼什么、我们哪里让他们失望。在团队会上各讲一条听到的内容，选一条落实。完成标志：每人都谈过，团队已落实其中一条。', 'Within a month, each member spends 20 minutes with one customer, user or outside partner: what troubles them most lately, and where we let them down. Each shares one thing they heard at a team meeting, and the team acts on one of them. Done when every member has had a conversation and one finding has been acted on.'],
  ),
  renewal: text(
    ['每月一次“试一试”：一个小改进', 'A monthly "let us try it": one small improvement'],
    ['每月挑一个小改进，由提出者负责，在两周内用最小的办法试一次，然后在团队会上用五分钟说结果：留下、修改还是放弃。完成标志：连续三个月各试了一个改进，每次都有结论。', 'Each month pick one small improvement, owned by whoever proposed it, try it within two weeks in the smallest way possible, and report in five minutes at a team meeting: keep, change or drop. Done when three months in a row have each tried one improvement and reached a verdict.'],
  ),
};
