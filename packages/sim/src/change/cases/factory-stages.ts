// The manufacturer's stage questions: per phase 5 Q&A (auto-marked) and 3 thinking questions with
// their rubrics (10 points each). Original content, in both languages.
import { quiz, thinking } from './question';
import type { CaseStage } from './types';

export const FACTORY_STAGES: CaseStage[] = [
  {
    phase: 'unfreeze',
    title: { zh: '第一阶段 · 解冻：为什么要告别纸质工单', en: 'Stage 1 · Unfreeze: why leave paper behind' },
    quiz: [
      quiz('f1q1', ['车间各级管理者最看重谁对数字化项目的态度？', 'Whose attitude to the project do the shop-floor managers watch most closely?'],
        [['总经理周敏', 'Zhou Min, general manager'], ['厂长梁浩', 'Liang Hao, plant director'], ['信息化负责人邓睿', 'Deng Rui, head of IT'], ['质量经理何云', 'He Yun, quality manager']], 1,
        ['厂长对生产部和各班组都有很强的影响链接，他担心产量下滑。先让他从"已知晓"走向"有兴趣"，整个生产线才会跟上。', 'The plant director has strong links to production and every shift; he fears lost output. Until he moves from aware to interested, the lines will not follow.']),
      quiz('f1q2', ['哪项手段在解冻阶段最能让大家迅速知晓变革，但也会给怀疑者带来压力？', 'Which lever makes people aware fastest while unfreezing, but puts sceptics under pressure?'],
        [['讲清变革紧迫性', 'Case for change'], ['庆祝并固化', 'Celebrate and embed'], ['培训', 'Training'], ['调整岗位与流程', 'Change roles and processes']], 0,
        ['"讲清紧迫性"在解冻阶段契合度最高（1.4），但带有压力，立场为负的人可能因此转为抵触。', 'The case for change fits unfreezing best (1.4) but carries pressure: people with a negative stance may turn resistant.']),
      quiz('f1q3', ['邓睿很早就对系统有兴趣，为什么只把他吸纳进变革联盟还带不动车间？', 'Deng Rui is interested from the start. Why does enlisting him alone not carry the shop floor?'],
        [['他其实反对变革', 'He is secretly against the change'], ['他说话太技术，车间里听他的人很少', 'He talks like an engineer and few on the shop floor listen to him'], ['联盟成员不能是管理者', 'Managers cannot join the coalition'], ['他的影响力会随时间消失', 'His influence fades over time']], 1,
        ['联盟成员的影响沿着"谁听谁"的链接传播。邓睿主要影响总经理、林晓雨和质量经理，而不是操作工。', 'A champion\'s word travels along who-listens-to-whom links. Deng Rui reaches the general manager, Lin Xiaoyu and the quality manager, not the operators.']),
      quiz('f1q4', ['职工代表徐红担心数字化是裁员的前奏。哪种做法最可能避免她组织抵制？', 'Xu Hong of the staff council fears digitalisation means layoffs. What is most likely to keep her from organising opposition?'],
        [['请总经理向她施压', 'Have the general manager lean on her'], ['认真倾听她的顾虑，并就岗位问题给出明确说法', 'Listen to her concerns and be clear about jobs'], ['对全员实施激励', 'Incentives for everyone'], ['先不告诉她', 'Keep her out of the loop for now']], 1,
        ['"倾听顾虑"能清除她本轮的抵触风险并提升信誉；施压会损失信誉，并让听她的一线员工不安。', 'Listening clears her risk of turning resistant for the round and lifts credibility; pressure costs credibility and alarms the operators who listen to her.']),
      quiz('f1q5', ['在本模拟中，如果一个人本轮既没有被任何手段触及，也没有听到同事的正面声音，他的进展会怎样？', 'In this simulation, what happens to a person\'s progress in a round in which no lever reaches them and they hear nothing good from colleagues?'],
        [['保持不变', 'It stays as it is'], ['逐渐消退', 'It fades'], ['自动翻倍', 'It doubles'], ['立刻转为抵触', 'They turn resistant at once']], 1,
        ['无人关注时变革会失去势头：进展每轮消退五分之一。', 'Change loses momentum when left alone: progress fades by a fifth each round.']),
    ],
    thinking: [
      thinking('f1t1', ['画出恒泰的影响关系：哪三个人的支持能带动最多的人？为什么？你会分别怎样接触他们？', 'Map Hengtai\'s influence: whose support, among three people, would move the most others, and why? How would you reach each of them?'], [
        [['选出的人确实处于影响网络的关键位置（如厂长、老师傅、职工代表）', 'Picks people who really sit at the network\'s hubs (e.g. plant director, veteran machinist, staff council)'], 4],
        [['用案例中的角色和"谁听谁"的关系说明理由', 'Justifies with the case\'s roles and who listens to whom'], 3],
        [['针对每个人提出合适的接触方式', 'Proposes a fitting way to reach each one'], 3],
      ]),
      thinking('f1t2', ['请写一段面向 1、2 号线操作工（而不是董事会）的变革说明。', 'Write the case for change as you would put it to the operators of lines 1 and 2 — not to the board.'], [
        [['回应他们真实关心的问题：计件工资、岗位、工作量', 'Speaks to what they actually worry about: piece-rate pay, jobs, workload'], 4],
        [['坦诚说明代价和过渡期的困难', 'Is honest about the costs and the difficult transition'], 3],
        [['具体、简短、用车间的语言', 'Concrete, short, in the shop floor\'s language'], 3],
      ]),
      thinking('f1t3', ['夜班主管马强公开反对。你首先会做什么？又会避免做什么？', 'Ma Qiang, the night-shift supervisor, opposes the change openly. What would you do first, and what would you avoid?'], [
        [['分析他反对的根源（经验被否定、"地盘"、过去的失败经历）', 'Diagnoses the roots of his opposition (experience dismissed, his territory, past failures)'], 4],
        [['选择低压力的方式，并说明施压的风险', 'Chooses a low-pressure approach and explains the risk of pressure'], 3],
        [['有后续跟进的计划', 'Plans the follow-up'], 3],
      ]),
    ],
  },
  {
    phase: 'change',
    title: { zh: '第二阶段 · 变革：让新做法真正落地', en: 'Stage 2 · Change: making it real' },
    quiz: [
      quiz('f2q1', ['部门试点在什么时候效果最好？', 'When does a pilot in a department work best?'],
        [['在大家还没听说变革之前', 'Before anyone has heard of the change'], ['组织处于变革阶段、且该部门的人已有兴趣时', 'While the organisation is changing and people in that department are interested'], ['所有人都已采用之后', 'After everyone has adopted'], ['只对高管有效', 'Only with executives']], 1,
        ['试点把"有兴趣"转化为"尝试中"，在变革阶段契合度最高（1.4）。', 'A pilot turns interest into trying, and fits the change phase best (1.4).']),
      quiz('f2q2', ['还没有任何人在试用系统时就宣传"速赢成果"，会发生什么？', 'What happens if you publicise a quick win before anyone is trying the system?'],
        [['效果加倍', 'Its effect doubles'], ['行动失败，信誉受损', 'The play fails and credibility suffers'], ['自动转为培训', 'It turns into training'], ['没有任何影响', 'Nothing at all']], 1,
        ['没有可以展示的成果，速赢宣传会失败：花掉点数，信誉下降 5。', 'With nothing to show, the quick win fails: the points are spent and credibility drops by 5.']),
      quiz('f2q3', ['根据案例，哪个部门最适合作为早期试点？', 'From the case, which department is the best early pilot?'],
        [['生产部（含夜班）', 'Production, night shift included'], ['质量部', 'Quality'], ['设备维护部', 'Maintenance'], ['管理层', 'Leadership']], 1,
        ['质量经理是天然盟友，质检员能直接受益于少抄表格；在那里的成功能拿出真实数据说服生产。', 'The quality manager is a natural ally and inspectors gain directly from fewer forms; success there brings real data to persuade production.']),
      quiz('f2q4', ['达到"临界规模"后，组织动态会发生什么变化？', 'What changes once critical mass is reached?'],
        [['预算翻倍', 'The budget doubles'], ['同事间的正面影响更强，抵触者的声音变弱', 'Colleagues\' good word counts more and resistant voices less'], ['所有人立即采用', 'Everyone adopts at once'], ['不能再使用任何手段', 'No more levers can be played']], 1,
        ['临界规模（按影响力加权，40% 的人在尝试或已采用）让正面信号 ×1.5、抵触信号 ×0.6，抵触者也更容易被争取回来。', 'Critical mass (40% of influence trying or adopted) makes good word count ×1.5 and resistant voices ×0.6, and resistant people become easier to win back.']),
      quiz('f2q5', ['为什么应该先培训、再推出激励？', 'Why train before rolling out incentives?'],
        [['培训更便宜', 'Training is cheaper'], ['尝试者需要技能和支持，否则会放弃；激励只对已经在尝试的人有效', 'People trying need skills and support or they give up; incentives only help those already trying'], ['激励会降低信誉，所以永远不要用', 'Incentives lower credibility, so never use them'], ['两者没有区别', 'There is no difference']], 1,
        ['激励只推动"有兴趣"和"尝试中"的人；没有支持的尝试者每轮都有放弃的可能。', 'Incentives only push people who are interested or trying; unsupported people who are trying may give up each round.']),
    ],
    thinking: [
      thinking('f2t1', ['为恒泰设计一个试点：在哪里、和谁一起、多长时间，怎样判断它成功了？', 'Design a pilot for Hengtai: where, with whom, for how long, and how will you know it worked?'], [
        [['试点部门的选择有充分理由', 'The choice of department is well argued'], 3],
        [['让意见领袖或班组长参与其中', 'Involves opinion leaders or supervisors'], 3],
        [['有清楚的成功标准', 'Has clear measures of success'], 2],
        [['有把成果推广到其他部门的计划', 'Plans how to spread the result'], 2],
      ]),
      thinking('f2t2', ['老师傅孙建国觉得自己被当成"要被淘汰的人"。怎样让他的经验成为变革的一部分？', 'Sun Jianguo, the veteran machinist, feels treated as someone to be replaced. How would you make his experience part of the change?'], [
        [['给他一个有分量的角色（如带教、经验数字化）', 'Gives him a role that counts (coach, capturing his know-how in the system)'], 4],
        [['尊重他的地位和面子', 'Respects his standing'], 3],
        [['利用他对操作工的影响力', 'Uses his influence over the operators'], 3],
      ]),
      thinking('f2t3', ['厂长要求在月底赶产期间暂停推广。你会怎么做？请给出理由。', 'The plant director asks to pause the roll-out during the month-end rush. What would you do, and why?'], [
        [['权衡产量风险与变革势头', 'Weighs the risk to output against the loss of momentum'], 4],
        [['提出具体的折中方案', 'Proposes a concrete compromise'], 3],
        [['维护变革小组的信誉', 'Keeps the change team\'s credibility'], 3],
      ]),
    ],
  },
  {
    phase: 'refreeze',
    title: { zh: '第三阶段 · 再冻结：让新做法扎根', en: 'Stage 3 · Refreeze: making it stick' },
    quiz: [
      quiz('f3q1', ['为什么"调整岗位与流程"在后期最有效？', 'Why does changing roles and processes work best late?'],
        [['因为它最便宜', 'Because it is cheapest'], ['多数人已在使用时，它把新做法固化下来；过早使用会激起抵触', 'Once most people use the new way it locks it in; too early it provokes resistance'], ['因为它只影响高管', 'Because it only affects executives'], ['它在任何时候效果都一样', 'It works the same at any time']], 1,
        ['它在再冻结阶段契合度为 1.5，在解冻阶段只有 0.2，且压力较大。', 'Its fit is 1.5 while refreezing and 0.2 while unfreezing, and it carries pressure.']),
      quiz('f3q2', ['进入再冻结阶段后，已采用的人还会退回吗？', 'Once the organisation refreezes, can adopters slip back?'],
        [['会，而且更容易', 'Yes, more easily'], ['不会，再冻结阶段已采用者不再退回', 'No: adopters no longer relapse while refreezing'], ['只有高管会', 'Only executives do'], ['每轮一定会有一人退回', 'One person always does each round']], 1,
        ['再冻结的意义正是新做法成为常态。', 'That is what refreezing means: the new way has become the norm.']),
      quiz('f3q3', ['本模拟中，组织何时进入再冻结阶段？', 'In this simulation, when does the organisation refreeze?'],
        [['第 5 轮', 'In round 5'], ['60% 的人已采用时', 'When 60% of people have adopted'], ['信誉达到 100 时', 'When credibility reaches 100'], ['用完所有手段时', 'When every lever has been used']], 1,
        ['阶段由组织的状态决定，而不是日历：30% 有兴趣进入变革，60% 采用进入再冻结。', 'The phase follows the organisation, not the calendar: 30% interested moves it to change, 60% adopted to refreeze.']),
      quiz('f3q4', ['系统上线后，恒泰最大的风险是什么？', 'After go-live, what is Hengtai\'s biggest risk?'],
        [['系统太快', 'The system is too fast'], ['赶产时（尤其夜班）大家又悄悄回到纸质表格', 'People quietly return to paper forms in the rush, especially at night'], ['董事会撤资', 'The board withdraws the funding'], ['客户不再需要数据', 'Customers stop wanting data']], 1,
        ['没有支持和固化，尝试者会放弃，老习惯会回来。', 'Without support and embedding, people who are trying give up and old habits return.']),
      quiz('f3q5', ['"庆祝并固化"在模型中起什么作用？', 'What does "celebrate and embed" do in the model?'],
        [['把抵触者直接变为采用者', 'Turns resistant people straight into adopters'], ['推动尝试者走向采用、防止放弃，并小幅提升信誉，在再冻结阶段最合适', 'Moves people trying towards adoption, keeps them from giving up and lifts credibility a little; it fits refreezing best'], ['降低成本', 'Lowers costs'], ['重置所有冷却', 'Resets every cooldown']], 1,
        ['它在再冻结阶段契合度 1.5，在解冻阶段只有 0.1：过早庆祝没有可庆祝的东西。', 'Its fit is 1.5 while refreezing and 0.1 while unfreezing: celebrating early has nothing to celebrate.']),
    ],
    thinking: [
      thinking('f3t1', ['列出三项岗位、例行工作或考核上的调整，让无纸化成为恒泰的"正常做法"。', 'List three changes to roles, routines or measures that would make paperless work the normal way at Hengtai.'], [
        [['调整具体、可执行', 'The changes are concrete and workable'], 4],
        [['照顾到夜班和设备维护的具体情况', 'They address the night shift and maintenance specifically'], 3],
        [['避免让人感到被惩罚或被监控', 'They avoid feeling punitive or like surveillance'], 3],
      ]),
      thinking('f3t2', ['回顾你们小组的游戏：根据回合日志，哪个决策帮助最大？哪个你会改变？', 'Look back on your team\'s game: from the round logs, which decision helped most, and which would you change?'], [
        [['引用日志中的证据', 'Cites evidence from the log'], 4],
        [['用模型解释原因（阶段、信誉、影响网络）', 'Explains the cause with the model (phase, credibility, network)'], 3],
        [['提炼出可迁移的经验', 'Draws a lesson that transfers to real change'], 3],
      ]),
      thinking('f3t3', ['怎样使用设备传感器数据，而不坐实维修技工"被计时考核"的担心？', 'How would you use the machines\' sensor data without confirming the technicians\' fear of being timed?'], [
        [['说明数据的用途并保持透明', 'States the purpose of the data and keeps it transparent'], 4],
        [['让技工参与制定使用规则', 'Involves the technicians in setting the rules'], 3],
        [['让职工代表参与并获得认可', 'Involves and wins over the staff council'], 3],
      ]),
    ],
  },
];
