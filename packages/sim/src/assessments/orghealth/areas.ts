// The nine outcome areas of the organisation-health test (docs/assessments/organisation-health.md):
// what a healthy organisation gets out of the way it is run — people know where it is going, are
// led and work well together, own their results, units work hand in hand, it has the skills it
// needs, people put themselves into the work, it looks outward and it keeps learning. The idea that
// an organisation's health can be read from a handful of such outcomes is public (organisational
// diagnosis since the 1970s); the areas' names, descriptions and advice here are written for
// Sandtable, in both languages, and follow no published questionnaire.
import type { Bilingual } from '../common';

/** The areas in the order the test and its reports show them. */
export const AREA_IDS = ['purpose', 'leading', 'climate', 'ownership', 'coordination', 'skills', 'drive', 'outward', 'renewal'] as const;
export type AreaId = (typeof AREA_IDS)[number];

export interface OrgHealthArea {
  id: AreaId;
  name: Bilingual;
  /** What the area is, when an organisation has it. */
  essence: Bilingual;
  /** What a low score tends to look like. */
  signs: Bilingual;
  /** What to try when the area is among the weakest. */
  levers: Bilingual;
}

type Pair = [string, string];
const b = ([zh, en]: Pair): Bilingual => ({ zh, en });
const area = (id: AreaId, name: Pair, essence: Pair, signs: Pair, levers: Pair): OrgHealthArea => ({ id, name: b(name), essence: b(essence), signs: b(signs), levers: b(levers) });

export const AREAS: readonly OrgHealthArea[] = [
  area('purpose', ['方向共识', 'Shared direction'],
    ['大家知道组织要去哪里、为什么去，并能把自己的工作与之联系起来。', 'People know where the organisation is going and why, and can link their own work to it.'],
    ['目标各说各话、频繁改变或流于口号；各部门按自己的理解排优先级。', 'Goals differ from one department to the next, change often or stay slogans; each unit sets its own priorities.'],
    ['用一页纸写清未来一两年最重要的两三件事及其理由；请每个团队说明自己的工作如何支撑这几件事；做重大取舍时，公开说明它与优先事项的关系。', 'Put the two or three things that matter most over the next year or two, and why, on one page; have each team say how its work serves them; when making a big trade-off, say openly how it follows from those priorities.']),
  area('leading', ['日常领导', 'Everyday leadership'],
    ['管理者说明理由、以身作则，根据人和情境调整带人方式，并帮助下属成长。', 'Managers explain their reasons, set the example, adapt how they lead to the person and the moment, and help their people grow.'],
    ['管理靠命令和检查；坏消息传不到高层；下属等着被告知做什么。', 'Management runs on orders and checks; bad news does not travel up; people wait to be told what to do.'],
    ['管理者每月与每位下属单独谈一次发展；定期请团队匿名说说“我做的哪件事帮了你、哪件事妨碍了你”；把一项决定权交给最接近问题的人。', 'Managers hold a monthly one-to-one on development with each of their people; ask the team regularly and anonymously what they do that helps and what hinders; hand one decision to the people closest to the problem.']),
  area('climate', ['工作氛围', 'Working climate'],
    ['人们彼此尊重、分享信息，可以表达不同意见；出了问题先解决，再追原因。', 'People respect one another, share information and can disagree; when something goes wrong, fixing it comes before the blame.'],
    ['办公室政治多于工作本身；出事先找替罪羊；部门之间互相提防。', 'Politics outweigh the work; a scapegoat is sought first; departments guard themselves against one another.'],
    ['复盘时先问“发生了什么、下次怎么做”，不问“是谁”；管理者公开感谢提出反对意见的人；通过联合项目或轮岗让各部门彼此了解。', 'In reviews ask "what happened and what will we do next time", not "who"; managers thank people publicly for speaking up against them; use joint projects or rotations so that departments get to know each other.']),
  area('ownership', ['结果担当', 'Ownership of results'],
    ['每个人知道自己对哪些结果负责，承诺能够兑现，表现好坏会带来不同的结果。', 'Everyone knows which results are theirs, promises are kept, and good and poor performance lead to different outcomes.'],
    ['出了问题说不清是谁的；没完成的目标不了了之；事事等上级拍板。', 'Nobody can say whose a problem is; missed targets are quietly forgotten; everything waits for a superior.'],
    ['为每项重要结果指定唯一的负责人和完成日期；定期公开回顾承诺的完成情况；写明一线可以自己决定的事项。', 'Give each important result one named owner and a date; review commitments openly and regularly; write down which decisions the front line may take itself.']),
  area('coordination', ['协同运转', 'Joined-up working'],
    ['部门之间衔接顺畅，关键数据看得清楚，流程和规则帮忙而不添乱。', 'Units work hand in hand, the key figures are visible, and processes and rules help rather than hinder.'],
    ['跨部门的事没人牵头；同样的工作重复做；审批层层叠叠。', 'Cross-unit work has no lead; the same work is done twice; approvals pile up.'],
    ['选出最常出问题的一条跨部门流程，指定负责人并删掉一个审批环节；做一块所有人都看得到的关键数据看板；为每个跨部门项目指定一位牵头人。', 'Take the cross-unit process that fails most often, give it an owner and remove one approval step; build one board of key figures everyone can see; name a lead for every cross-unit project.']),
  area('skills', ['能力储备', 'Skills and talent'],
    ['组织具备实现目标所需的能力，有计划地培养人才，关键岗位有人接得上。', 'The organisation has the skills its goals need, develops people deliberately, and key posts can be filled.'],
    ['关键能力只在少数人手里；能干的人流失；因为缺少本领而错失机会。', 'Key skills rest with a few people; capable people leave; chances are lost for lack of know-how.'],
    ['列出实现目标所需的关键能力，对照现状找出最大的缺口；为每个关键岗位培养一名后备；让每个人都有一项年度发展目标。', 'List the skills your goals need and find the biggest gap against today; develop a successor for each key post; give everyone one development goal for the year.']),
  area('drive', ['投入与干劲', 'Drive and engagement'],
    ['人们为工作投入、愿意多付出，并以在这里工作为荣。', 'People put themselves into the work, go the extra mile and are proud to work here.'],
    ['只做分内最低要求；热情逐渐消退；为交差而工作。', 'Only the minimum gets done; enthusiasm fades; work is done to get it off the desk.'],
    ['问问大家什么会让工作更值得做，挑一件马上改；及时、具体地认可好的工作；让团队看到自己的工作给客户或同事带来了什么。', 'Ask people what would make the work more worth doing and change one thing now; recognise good work promptly and specifically; show teams what their work did for customers or colleagues.']),
  area('outward', ['外部视角', 'Outward focus'],
    ['组织了解客户、竞争对手和合作伙伴，并让这些外部信息进入决策。', 'The organisation knows its customers, competitors and partners, and lets what it learns from them shape its decisions.'],
    ['决策不看客户反馈；内部事务挤占精力；最后一个知道市场变化。', 'Decisions ignore what customers say; internal matters crowd out the outside world; changes in the market go unnoticed.'],
    ['请每位管理者每季度至少见一次客户并分享所听到的；重要会议开头先讨论一条来自客户或竞争对手的信息；在每个部门的目标里放进一项客户指标。', 'Have every manager meet customers at least once a quarter and share what they heard; open important meetings with one piece of news from customers or competitors; put one customer measure into every department\'s goals.']),
  area('renewal', ['学习与革新', 'Learning and renewal'],
    ['新想法能得到尝试，经验能得到总结，好的做法能在组织内传开。', 'New ideas get tried, lessons are drawn and good practice spreads.'],
    ['害怕试错；同样的错误一再发生；“一直都是这么做的”。', 'Trying is feared; the same mistakes recur; "we have always done it this way".'],
    ['为小规模试验留出时间和少量预算，并约定失败的结果也要分享；每个项目结束时做一次简短复盘，把结论放在大家找得到的地方；请做得好的团队讲讲他们的做法。', 'Set aside time and a small budget for small experiments, and agree that failures are shared too; close every project with a short review filed where others can find it; invite teams that do well to show how they do it.']),
];

export function areaOf(id: AreaId): OrgHealthArea {
  return AREAS.find((a) => a.id === id)!;
}

/** When even the lowest area is banded high: nothing stands out to work on. */
export const ALL_HIGH: Bilingual = {
  zh: '九个方面都较高：从你的回答看，组织很健康。请保持下去：在重组、换帅或战略调整之后，再做一次测评。',
  en: 'All nine areas are high: in your answers the organisation is in good health. Keep it so: take the test again after a reorganisation, a change at the top or a new strategy.',
};

/** The headline id (/evaluate-score) when the lowest area is banded high. */
export const ALL_HIGH_ID = 'all_high';

/** What stands out in a result, by its headline id: the area to strengthen first, or that all are high. */
export function headlineName(id: string): Bilingual {
  if (!(AREA_IDS as readonly string[]).includes(id)) return { zh: '九个方面都较高', en: 'All nine areas high' };
  const { name } = areaOf(id as AreaId);
  return { zh: `待加强：${name.zh}`, en: `To strengthen: ${name.en.toLowerCase()}` };
}
