// The item bank of the team-role test: 7 parts of 10 statements (spec §9), written for Sandtable.
// Each statement is one role's typical behaviour, phrased without a subject so that the self form
// ("What I bring to a team:") and the observers' form ("What this person brings to a team:") show
// the very same words: the two forms cannot drift apart. Each part has one statement per role and a
// second one for the role the part's theme suits best (docs/assessments/team-roles.md §2).
// Statements are listed in the order the screen shows them, deliberately not grouped by role.
// Published content: an item's id, role and meaning never change; new wording is a new version.
import type { Bilingual, Perspective } from '../common';
import type { RoleId } from './roles';

export const TEAM_ROLE_VERSION = 1;
export const POINTS_PER_PART = 10;

export interface Statement {
  /** `p<part>s<n>`, stable: answer sheets are keyed by it. */
  id: string;
  part: number;
  role: RoleId;
  text: Bilingual;
}

export interface Part {
  part: number;
  /** The lead-in for each form; the statements complete it. */
  stem: Record<Perspective, Bilingual>;
  statements: Statement[];
}

type Pair = [string, string];

function part(n: number, self: Pair, others: Pair, rows: [RoleId, string, string][]): Part {
  return {
    part: n,
    stem: { self: { zh: self[0], en: self[1] }, others: { zh: others[0], en: others[1] } },
    statements: rows.map(([role, zh, en], k) => ({ id: `p${n}s${k + 1}`, part: n, role, text: { zh, en } })),
  };
}

/** The instruction above every part, per form. */
export const INSTRUCTION: Record<Perspective, Bilingual> = {
  self: {
    zh: '每一部分请把正好 10 分分配给最能描述你的说法：可以全给一条，也可以分给几条。只能填整数。',
    en: 'In each part, share exactly 10 points among the statements that describe you best: give them all to one, or spread them over several. Whole numbers only.',
  },
  others: {
    zh: '每一部分请把正好 10 分分配给最能描述这位同事的说法：可以全给一条，也可以分给几条。只能填整数。你的回答不会单独显示给对方。',
    en: 'In each part, share exactly 10 points among the statements that describe this person best: give them all to one, or spread them over several. Whole numbers only. Your answers are never shown to them on their own.',
  },
};

export const PARTS: readonly Part[] = [
  part(1, ['我能为团队带来：', 'What I bring to a team:'], ['这位同事能为团队带来：', 'What this person brings to a team:'], [
    ['organiser', '把笼统的目标变成有步骤、有负责人、有日期的计划', 'Turning a broad goal into a plan with steps, owners and dates'],
    ['originator', '在常规办法用尽时提出新点子', 'Fresh ideas when the usual answers have run out'],
    ['keeper', '发现别人漏掉的错误和遗漏', 'Catching the errors and omissions that others miss'],
    ['convener', '帮助大家就目标和分工达成一致', 'Helping the group agree on its aims and on who does what'],
    ['connector', '团队之外能帮上忙的人脉，以及别处的新动向', 'Contacts outside the team who can help, and news of what others are doing'],
    ['driver', '在团队停滞时让事情动起来的干劲', 'Energy that gets things moving when the team stalls'],
    ['analyst', '冷静判断哪个方案真正行得通', 'A sober judgement of which option will really work'],
    ['harmoniser', '让大家合作顺畅的平和、友善的氛围', 'A calm, friendly atmosphere in which people work well together'],
    ['convener', '看出每个人最擅长什么，并让其发挥出来', 'Noticing what each person does best and drawing it out'],
    ['expert', '团队中少有人具备的某一领域的深厚知识', 'Deep knowledge of a subject that few others in the team have'],
  ]),
  part(2, ['在团队中，可能拖累我的是：', 'What may hold me back in a team:'], ['在团队中，可能拖累这位同事的是：', 'What may hold this person back in a team:'], [
    ['harmoniser', '意见冲突时不愿明确表态', 'Avoiding a clear position when opinions clash'],
    ['driver', '急躁，显得咄咄逼人或言辞尖锐', 'Impatience that can come across as pushy or sharp'],
    ['connector', '最初的兴奋过去后便失去兴趣', 'Losing interest once the first excitement has passed'],
    ['expert', '专注于技术细节而忽略全局', 'Focusing on the technical side and losing sight of the bigger picture'],
    ['originator', '沉浸在新想法里，跟不上讨论的进程', 'Getting lost in new ideas and losing the thread of the discussion'],
    ['keeper', '为细节操心，难以放手让别人去做', 'Worrying over details and finding it hard to let others do them'],
    ['driver', '在大家还没说完之前就催着做决定', 'Pressing for a decision before everyone has had their say'],
    ['analyst', '在团队需要鼓劲时显得冷淡、挑剔', 'Coming across as cool and critical when the team needs encouragement'],
    ['organiser', '在改变方向更好时仍坚守既定计划', 'Holding on to the agreed plan when a change of course would be better'],
    ['convener', '过于乐意分派工作，让人觉得是在推活儿', 'Delegating so readily that others feel work is being passed on to them'],
  ]),
  part(3, ['和他人开始一个项目时，我往往擅长：', 'When I start a project with others, I tend to be good at:'], ['和他人开始一个项目时，这位同事往往擅长：', 'When this person starts a project with others, they tend to be good at:'], [
    ['connector', '打听别处已经试过什么', 'Finding out what has already been tried elsewhere'],
    ['organiser', '排出进度、资源和最初的具体步骤', 'Working out the schedule, the resources and the first concrete steps'],
    ['analyst', '在团队拍板之前检验每个方案的薄弱之处', 'Testing each proposal for its weak points before the team commits'],
    ['originator', '提出一个没人想到的独特角度', 'Suggesting an unusual angle nobody had considered'],
    ['harmoniser', '让新人和不爱说话的成员融入团队', 'Making newcomers and quiet members feel part of the group'],
    ['organiser', '建立简单的工作流程，避免事情无人跟进', 'Setting up simple routines so that no work falls through the cracks'],
    ['expert', '提供团队做出好决定所需的专业事实', 'Bringing the specialist facts the team needs to decide well'],
    ['convener', '确保每个人都清楚目标和自己的职责', 'Making sure everyone knows the goal and their part in it'],
    ['keeper', '及早发现可能危及截止期限的问题', 'Spotting early what could put the deadline at risk'],
    ['driver', '定下有挑战的节奏，并督促团队跟上', 'Setting an ambitious pace and holding the team to it'],
  ]),
  part(4, ['在团队工作中，我通常的做法是：', 'In group work, my usual way is:'], ['在团队工作中，这位同事通常的做法是：', 'In group work, this person\'s usual way is:'], [
    ['driver', '在团队满足于低目标时提出挑战', 'Challenging the group when it settles for too little'],
    ['harmoniser', '帮助别人完成任务，化解摩擦', 'Helping others with their tasks and smoothing over friction'],
    ['expert', '主要在自己的专业范围内出力', 'Contributing mainly on matters within a field of expertise'],
    ['convener', '让讨论紧扣目标，并总结已做出的决定', 'Keeping the discussion on the goal and summing up what was decided'],
    ['originator', '寻找新的做法，而不是沿用老办法', 'Looking for a new way of doing things rather than the proven one'],
    ['keeper', '在成果交出之前彻底检查', 'Checking the work thoroughly before it leaves the team'],
    ['harmoniser', '察觉到有人不开心，并和对方聊一聊', 'Noticing when someone is unhappy and talking it through with them'],
    ['connector', '与许多人交流，再把了解到的带回团队', 'Talking to many people and bringing back what was learned'],
    ['organiser', '可靠、有条理地完成约定的工作', 'Doing the agreed work reliably and methodically'],
    ['analyst', '先仔细权衡利弊再发表意见', 'Weighing the pros and cons carefully before giving a view'],
  ]),
  part(5, ['工作中最让我有成就感的是：', 'What gives me most satisfaction at work:'], ['工作中似乎最让这位同事有成就感的是：', 'What seems to give this person most satisfaction at work:'], [
    ['analyst', '对复杂问题做出有根据的判断', 'Reaching a well-founded judgement on a complex question'],
    ['connector', '结识新的人，发现新的机会', 'Meeting new people and discovering new opportunities'],
    ['keeper', '交付完整而无差错的成果', 'Delivering work that is complete and free of errors'],
    ['driver', '克服障碍、拿到结果', 'Overcoming obstacles to get a result'],
    ['expert', '深入掌握一门学问，并因此被人请教', 'Mastering a subject in depth and being consulted on it'],
    ['analyst', '在论证的漏洞造成损失之前找到它', 'Finding the flaw in an argument before it costs anything'],
    ['harmoniser', '团队中良好的关系和相互支持', 'Good relationships and mutual support in the team'],
    ['originator', '想出一个改变问题看法的点子', 'Coming up with an idea that changes how a problem is seen'],
    ['organiser', '一个因准备充分而顺利推进的计划', 'A plan that runs smoothly because it was well prepared'],
    ['convener', '看到观点各异的团队共同做出决定', 'Seeing a group with different views reach a decision together'],
  ]),
  part(6, ['任务艰巨、时间紧迫时，我往往会：', 'When a task is hard and time is short, I tend to:'], ['任务艰巨、时间紧迫时，这位同事往往会：', 'When a task is hard and time is short, this person tends to:'], [
    ['keeper', '确保忙乱中不漏掉任何要紧的事', 'make sure nothing important is dropped in the rush'],
    ['convener', '迅速定好分工，并让大家保持协调', 'decide quickly who does what and keep everyone coordinated'],
    ['originator', '寻找一个没人试过的绕过问题的办法', 'look for a way round the problem that nobody has tried'],
    ['analyst', '保持冷静，避免仓促决定', 'keep a cool head and avoid a rash decision'],
    ['driver', '加快节奏，全力推动团队完成', 'raise the pace and push the team hard to finish'],
    ['keeper', '交付前再检查一遍最终结果', 'check the final result once more before it is handed over'],
    ['connector', '向团队外的人求助', 'call on people outside the team for help'],
    ['expert', '解决问题的技术核心', 'solve the technical core of the problem'],
    ['harmoniser', '稳定士气、缓和紧张', 'keep spirits up and tension down'],
    ['organiser', '把工作拆成清晰的步骤，然后着手去做', 'cut the work into clear steps and get on with them'],
  ]),
  part(7, ['在团队中我可能遇到的问题：', 'Problems I may run into in a group:'], ['在团队中这位同事可能遇到的问题：', 'Problems this person may run into in a group:'], [
    ['originator', '把对想法的批评当作对自己的批评', 'Taking criticism of an idea as criticism of oneself'],
    ['organiser', '对模糊的想法和突然的变化感到不安', 'Unease with vague ideas and sudden changes'],
    ['driver', '为了把事办成而得罪人', 'Upsetting people in the drive to get things done'],
    ['connector', '许诺的人脉和帮助多于能兑现的', 'Promising more contacts and help than can be delivered'],
    ['analyst', '只要还有可推敲之处就迟迟不下决心', 'Being slow to commit while anything is left to examine'],
    ['keeper', '别人对质量马虎时感到恼火', 'Frustration when others are careless about quality'],
    ['originator', '被认为不切实际，或让人难以理解', 'Being seen as impractical or hard to follow'],
    ['harmoniser', '难以做出不受欢迎的决定', 'Finding it hard to make unpopular decisions'],
    ['expert', '对缺乏背景知识的人不耐烦', 'Impatience with people who lack the background knowledge'],
    ['convener', '被看作只会安排别人、自己不干活的人', 'Being seen as organising others while doing little of the work'],
  ]),
];

export const STATEMENTS: ReadonlyMap<string, Statement> = new Map(PARTS.flatMap((p) => p.statements.map((s) => [s.id, s])));
