// The merger's stage questions: per phase 5 Q&A (auto-marked) and 3 thinking questions with their
// rubrics (10 points each). Original content, in both languages.
import { quiz, thinking } from './question';
import type { CaseStage } from './types';

export const MERGER_STAGES: CaseStage[] = [
  {
    phase: 'unfreeze',
    title: { zh: '第一阶段 · 解冻：两支团队，一个理由', en: 'Stage 1 · Unfreeze: two teams, one reason' },
    quiz: [
      quiz('m1q1', ['成都团队主要跟随谁的态度？', 'Whose lead does the Chengdu team follow?'],
        [['副总裁宋岩', 'Song Yan, the VP'], ['原蓝山负责人袁磊', 'Yuan Lei, former head of Lanshan'], ['整合项目经理孔帆', 'Kong Fan, the integration project manager'], ['人力资源业务伙伴秦露', 'Qin Lu, the HR business partner']], 1,
        ['袁磊对成都组长、金牌客服和一线客服都有很强的影响链接；他"公开支持、私下观望"。', 'Yuan Lei has strong links to the Chengdu lead, the top agent and the agents; he supports the merger in public and waits in private.']),
      quiz('m1q2', ['为什么副总裁的讲话在成都容易被怀疑？', 'Why are the VP\'s messages easily doubted in Chengdu?'],
        [['她很少讲话', 'She rarely speaks'], ['她出身启云，成都担心她偏向自己人', 'She came up through Qiyun, and Chengdu suspects she favours her own'], ['她反对合并', 'She opposes the merger'], ['她不懂客服', 'She knows nothing of customer service']], 1,
        ['同一句话，由谁来说决定了它能走多远：她到成都的影响链接很弱。', 'Who says it decides how far it travels: her links into Chengdu are weak.']),
      quiz('m1q3', ['哪位人物两边都愿意听，是连接两个阵营的桥梁？', 'Which person do both sides listen to — a bridge between the camps?'],
        [['北京白班组长赵宁', 'Zhao Ning, Beijing day-shift lead'], ['大客户经理魏东', 'Wei Dong, key-account manager'], ['系统管理员', 'The systems administrator'], ['成都新员工', 'The Chengdu new hires']], 1,
        ['魏东代表客户的声音，能拿出"两种答复"的真实投诉，两边资深的人都会听。', 'Wei Dong is the customers\' voice with real complaints about "two answers", and senior people on both sides listen to him.']),
      quiz('m1q4', ['一开始就对成都客服大力"讲清紧迫性"，风险是什么？', 'What is the risk of pressing the case for change hard on the Chengdu agents at the start?'],
        [['没有任何风险', 'None'], ['立场为负的人承受压力，可能转为抵触', 'People with a negative stance come under pressure and may turn resistant'], ['预算会被冻结', 'The budget is frozen'], ['北京团队会离职', 'The Beijing team quits']], 1,
        ['"讲清紧迫性"带有压力；成都多数人对合并持怀疑态度。', 'The case for change carries pressure, and most of Chengdu is sceptical of the merger.']),
      quiz('m1q5', ['在影响网络中，谁能把北京的声音带到成都金牌客服江海那里？', 'In the influence network, who carries Beijing\'s word to Jiang Hai, Chengdu\'s top agent?'],
        [['北京资深客服专家卢鹏', 'Lu Peng, Beijing\'s senior specialist'], ['北京夜班', 'The Beijing night shift'], ['排班规划白洁', 'Bai Jie, the workforce planner'], ['没有人', 'Nobody']], 0,
        ['江海听卢鹏的（专业上互相欣赏），也听魏东的。', 'Jiang Hai listens to Lu Peng (they respect each other\'s craft), and to Wei Dong.']),
    ],
    thinking: [
      thinking('m1t1', ['请用一段话说明合并的"为什么"，但不要让人听成"启云的做法赢了"。', 'Explain the "why" of the merger in a paragraph that does not sound like "Qiyun\'s way wins".'], [
        [['以客户为出发点（如"两种答复"的问题）', 'Starts from the customer (e.g. the "two answers" problem)'], 4],
        [['承认两边各自的长处', 'Acknowledges what each side does well'], 3],
        [['语言中立、具体', 'Neutral and concrete wording'], 3],
      ]),
      thinking('m1t2', ['江海说"合并就是吞并"。前两轮你会怎么做？', 'Jiang Hai says "the merger is a takeover". What do you do in the first two rounds?'], [
        [['认识到他的影响力和离职风险', 'Recognises his influence and the risk that he leaves'], 4],
        [['选择倾听或借助他信任的人，而不是施压', 'Listens, or works through people he trusts, rather than pressing'], 3],
        [['给他在新团队中一个有意义的位置', 'Offers him a meaningful place in the new team'], 3],
      ]),
      thinking('m1t3', ['画出两个阵营以及它们之间的桥梁。你会加强哪些桥梁？为什么？', 'Map the two camps and the bridges between them. Which bridges would you strengthen, and why?'], [
        [['正确识别两个阵营的核心人物', 'Identifies each camp\'s central people correctly'], 4],
        [['找出跨阵营的链接（卢鹏、魏东、排班与知识库）', 'Finds the links across the camps (Lu Peng, Wei Dong, rota and knowledge base)'], 3],
        [['提出加强桥梁的具体行动', 'Proposes concrete plays to strengthen them'], 3],
      ]),
    ],
  },
  {
    phase: 'change',
    title: { zh: '第二阶段 · 变革：建成一个团队', en: 'Stage 2 · Change: building one team' },
    quiz: [
      quiz('m2q1', ['什么时候可以把袁磊吸纳进变革联盟？', 'When can Yuan Lei be enlisted in the guiding coalition?'],
        [['任何时候', 'At any time'], ['当他已经"有兴趣"或更进一步时', 'Once he is interested or further along'], ['只有在他抵触时', 'Only while he resists'], ['永远不能', 'Never']], 1,
        ['尚未被说服的人会拒绝加入联盟；一旦加入，他在成都的影响力会加倍发挥作用。', 'People not yet convinced refuse; once he joins, his word in Chengdu carries twice as far.']),
      quiz('m2q2', ['根据案例，第一个跨地试点最适合放在哪个部门？', 'From the case, where should the first cross-site pilot go?'],
        [['北京团队', 'The Beijing team'], ['成都团队', 'The Chengdu team'], ['运营支持（排班、知识库、系统）', 'Operations support (rota, knowledge base, systems)'], ['管理层', 'Leadership']], 2,
        ['运营支持服务两边、立场中立，试点成功不会被看作任何一方的胜利。', 'Operations support serves both sites from neutral ground, so its success is nobody\'s victory.']),
      quiz('m2q3', ['对江海使用"高层施压"会有什么后果？', 'What follows from putting sponsor pressure on Jiang Hai?'],
        [['他立刻成为支持者', 'He becomes a supporter at once'], ['他停止公开反对，但信誉下降，听他的同事也会不安', 'He stops opposing openly, but credibility drops and the colleagues who listen to him are alarmed'], ['没有任何影响', 'Nothing happens'], ['预算增加', 'The budget grows']], 1,
        ['施压让信誉 −8，并给听他的人（成都客服、新员工、组长）带来压力。', 'Pressure costs 8 credibility and puts the people who listen to him (Chengdu agents, new hires, the lead) under pressure.']),
      quiz('m2q4', ['知识库编辑组在合并两套答复口径。对正在尝试的人，哪类手段能防止他们放弃？', 'The knowledge-base editors are merging two sets of answers. Which kind of lever keeps people who are trying from giving up?'],
        [['公告通知', 'An announcement memo'], ['培训、现场辅导等支持性手段', 'Supporting levers such as training and on-the-job coaching'], ['讲清紧迫性', 'The case for change'], ['什么都不做', 'Doing nothing']], 1,
        ['支持性手段让尝试者本轮不会放弃，并推动他们走向采用。', 'Supporting levers keep those trying from giving up this round and move them towards adoption.']),
      quiz('m2q5', ['本模拟中的"临界规模"指什么？', 'What is "critical mass" in this simulation?'],
        [['一半的人知道了变革', 'Half the people know of the change'], ['按影响力加权，40% 的人在尝试或已采用', '40% of influence is trying or has adopted'], ['所有高管都已采用', 'Every executive has adopted'], ['预算用完', 'The budget is spent']], 1,
        ['影响力越大的人越重要：两位金牌人物的尝试，抵得上好几个一线群体。', 'Influence weighs: two star people trying count for several front-line groups.']),
    ],
    thinking: [
      thinking('m2t1', ['设计第一项跨地联合工作：谁参与、做什么、如何从两边各选出值得保留的做法？', 'Design the first joint cross-site work: who takes part, doing what, and how do you choose which practices to keep from each side?'], [
        [['两边的人都有真实参与', 'People from both sides really take part'], 3],
        [['选择做法的标准以客户结果为依据', 'Practices are chosen on customer results'], 4],
        [['有把成果推广出去的计划', 'Plans how to spread the result'], 3],
      ]),
      thinking('m2t2', ['北京夜班觉得跨地排班让他们付出最多。你会怎么做？', 'The Beijing night shift feels it pays most for the cross-site rota. What would you do?'], [
        [['认真对待他们的具体负担', 'Takes their actual burden seriously'], 4],
        [['让他们参与排班方案的制定', 'Involves them in shaping the rota'], 3],
        [['给出公平、可见的安排', 'Offers a fair and visible arrangement'], 3],
      ]),
      thinking('m2t3', ['新团队应由田博还是袁磊来领导？请从变革的角度论证。', 'Should Tian Bo or Yuan Lei lead the merged team? Argue from the point of view of the change.'], [
        [['分析每个选择对两个阵营的信号', 'Analyses the signal each choice sends to each camp'], 4],
        [['考虑落选者的角色，降低抵触风险', 'Plans a role for the one not chosen, to limit resistance'], 3],
        [['结论清楚、有理有据', 'Reaches a clear, reasoned conclusion'], 3],
      ]),
    ],
  },
  {
    phase: 'refreeze',
    title: { zh: '第三阶段 · 再冻结：真正成为一个团队', en: 'Stage 3 · Refreeze: one team for good' },
    quiz: [
      quiz('m3q1', ['多数人已采用之后，哪项手段最能把新做法固化下来？', 'Once most people have adopted, which lever best locks the new way in?'],
        [['公告通知', 'An announcement memo'], ['调整岗位与流程', 'Change roles and processes'], ['讲清紧迫性', 'The case for change'], ['高层施压', 'Sponsor pressure']], 1,
        ['它在再冻结阶段契合度最高（1.5），把统一的服务标准写进岗位和流程。', 'It fits refreezing best (1.5), writing the common standards into roles and procedures.']),
      quiz('m3q2', ['合并案例在什么时候进入再冻结阶段？', 'When does the merger refreeze?'],
        [['第 6 轮', 'In round 6'], ['60% 的人已采用时', 'When 60% of people have adopted'], ['两边负责人都采用时', 'When both heads have adopted'], ['工单系统迁移完成时', 'When the ticket system has migrated']], 1,
        ['阶段跟随组织的状态，不跟随日历或项目计划。', 'The phase follows the organisation, not the calendar or the project plan.']),
      quiz('m3q3', ['系统管理员担心大家迁移后"用回老办法"。哪项手段专门支持尝试者？', 'The systems administrator fears people slip back to old habits after the migration. Which lever is made to support people trying?'],
        [['现场辅导', 'On-the-job coaching'], ['讲领导者的故事', 'A leadership story'], ['公告通知', 'An announcement memo'], ['全员沟通会', 'A town-hall meeting']], 0,
        ['现场辅导在变革和再冻结阶段契合度高，推动尝试者、防止放弃。', 'Coaching fits the change and refreeze phases, pushes people trying and keeps them from giving up.']),
      quiz('m3q4', ['谁最能证明客户感受到了合并带来的改善？', 'Who can best show that customers notice the difference the merger made?'],
        [['大客户经理魏东', 'Wei Dong, key-account manager'], ['整合项目经理孔帆', 'Kong Fan, integration project manager'], ['成都新员工', 'The Chengdu new hires'], ['北京夜班', 'The Beijing night shift']], 0,
        ['客户的声音对两边都有说服力，也是"速赢成果"最好的来源。', 'The customers\' voice persuades both sides and is the best source of a quick win.']),
      quiz('m3q5', ['为什么过早"庆祝并固化"会适得其反？', 'Why can celebrating too early backfire?'],
        [['庆祝太贵', 'Celebrations are expensive'], ['在解冻阶段它几乎不合时宜（契合度 0.1），还会损失信誉', 'While unfreezing it is badly out of season (fit 0.1) and costs credibility'], ['庆祝会重置阶段', 'It resets the phase'], ['它永远不会适得其反', 'It never backfires']], 1,
        ['不合时宜的行动（契合度低于 0.5）每次让信誉 −2。', 'Each play out of season (fit below 0.5) costs 2 credibility.']),
    ],
    thinking: [
      thinking('m3t1', ['提出三项衡量指标，证明合并后的团队对客户有效，而不只是对总部有交代。', 'Propose three measures that show the merged team works for customers, not just for head office.'], [
        [['指标以客户结果为中心', 'The measures centre on customer outcomes'], 4],
        [['能区分两地、发现遗留差异', 'They can tell the sites apart and reveal remaining gaps'], 3],
        [['可行且不会被用来"挑边"', 'They are workable and cannot be used to take sides'], 3],
      ]),
      thinking('m3t2', ['根据你们游戏的日志：抵触来自哪里？你们是怎样（或本可以怎样）应对的？', 'From your game\'s logs: where did resistance come from, and how did you (or could you) deal with it?'], [
        [['用日志准确指出抵触的来源', 'Uses the log to pin down where resistance came from'], 4],
        [['用模型解释（压力、信誉、网络中的抵触信号）', 'Explains it with the model (pressure, credibility, resistant signals in the network)'], 3],
        [['提出更好的应对方式', 'Proposes a better response'], 3],
      ]),
      thinking('m3t3', ['怎样让新团队的身份既不是"启云"也不是"蓝山"？', 'What would give the new team an identity that is neither Qiyun nor Lanshan?'], [
        [['提出共同的身份和故事', 'Proposes a shared identity and story'], 4],
        [['包含具体的仪式、角色或做法', 'Includes concrete rituals, roles or practices'], 3],
        [['照顾到两边失去的东西', 'Acknowledges what each side has lost'], 3],
      ]),
    ],
  },
];
