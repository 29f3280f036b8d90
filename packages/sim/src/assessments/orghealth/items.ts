// The item bank of the organisation-health test, written for Sandtable: 54 statements about "my
// organisation" (6 per outcome area, 3 keyed towards the area and 3 reverse-keyed), rated on the
// five-point agreement scale, in 3 parts of 18. Every part holds 2 statements of every area, one
// keyed each way, in the areas' order twice over (never two of an area in a row; common.ts
// balancedKeyedItems). Our own wording: no published questionnaire's statements. Published content:
// an id, its area, keying and meaning never change; new wording is a new version.
import { AGREEMENT, AGREEMENT_LABELS, balancedKeyedItems, partsOf, type AgreementValue, type Bilingual, type Keying } from '../common';
import { AREA_IDS, type AreaId } from './areas';

export const ORG_HEALTH_VERSION = 1;
export const ITEMS_PER_PART = 18;
export const PART_COUNT = 3;

export { AGREEMENT, AGREEMENT_LABELS, type AgreementValue, type Keying };

export interface OrgHealthItem {
  /** `h<n>`, stable: answer sheets are keyed by it. */
  id: string;
  /** 1..3: the parts the test is saved in. */
  part: number;
  area: AreaId;
  keyed: Keying;
  text: Bilingual;
}

/** The stem above every part. */
export const STEM: Bilingual = {
  zh: '想一想你所在的组织（你的公司，或其中你最了解的那一部分）。你在多大程度上同意下面关于它的说法？请按平常的实际情况回答，而不是它应该的样子。',
  en: 'Think of the organisation you work in (your company, or the part of it you know best). How far do you agree with each statement about it? Describe how things usually are, not how they ought to be.',
};

type Text = [string, string];

/** Per area, three statements keyed towards it and three reverse-keyed (the n-th of each goes to part n). */
const BANK: Record<AreaId, { plus: Text[]; minus: Text[] }> = {
  purpose: {
    plus: [
      ['我们组织要去哪里、为什么去，大家都说得清楚。', 'People here can say where our organisation is heading and why.'],
      ['日常工作和组织整体目标之间的联系，大家都看得清楚。', 'The link between everyday work and the organisation\'s overall goals is clear to people here.'],
      ['管理层在重大事项上的取舍，与他们宣布的优先事项一致。', 'The choices management makes on big matters match the priorities it has announced.'],
    ],
    minus: [
      ['各部门对组织最重要的目标理解不一。', 'Departments have different ideas of what the organisation\'s most important goals are.'],
      ['方向变得太频繁，大家常常不清楚现在该先做什么。', 'Direction changes so often that people are unsure what comes first now.'],
      ['组织的目标听起来很空，和实际工作关系不大。', 'The organisation\'s goals sound hollow and have little to do with the actual work.'],
    ],
  },
  leading: {
    plus: [
      ['这里的领导者会花时间解释决定背后的理由。', 'Leaders here take the time to explain the reasons behind decisions.'],
      ['管理者会根据不同的人和情况调整带人的方式。', 'Managers adapt how they lead to the person and the situation.'],
      ['这里的领导者自己会做到他们要求别人做的事。', 'Leaders here do what they ask others to do.'],
    ],
    minus: [
      ['管理者主要靠下命令和检查来管人。', 'Managers mostly manage by giving orders and checking up.'],
      ['在这里，坏消息很难传到高层。', 'Bad news has a hard time reaching the top here.'],
      ['领导者很少给下属成长和担当的机会。', 'Leaders rarely give their people room to grow and take charge.'],
    ],
  },
  climate: {
    plus: [
      ['这里的人可以提出不同意见，而不用担心后果。', 'People here can disagree without worrying about the consequences.'],
      ['同事之间愿意分享信息和经验。', 'Colleagues readily share information and experience with one another.'],
      ['这里的人彼此尊重、以礼相待。', 'People here treat one another with respect.'],
    ],
    minus: [
      ['在这里，办公室政治常常比工作本身更重要。', 'Office politics often matter more than the work itself here.'],
      ['出了问题，大家首先想的是该怪谁，而不是怎么解决。', 'When something goes wrong, the first question is who to blame rather than how to fix it.'],
      ['各部门之间彼此提防。', 'Departments here are wary of one another.'],
    ],
  },
  ownership: {
    plus: [
      ['每个人都清楚自己要对哪些结果负责。', 'Everyone knows which results they answer for.'],
      ['承诺的事情，在这里一般都能按时做到。', 'What is promised here is usually delivered on time.'],
      ['在这里，好的表现和差的表现会带来不同的结果。', 'Good and poor performance lead to different outcomes here.'],
    ],
    minus: [
      ['出了问题时，很难说清该由谁负责。', 'When something goes wrong, it is hard to say whose it was.'],
      ['很多事情都要等上级拍板，一线不敢自己做主。', 'Much waits for a superior\'s word; people on the front line do not dare decide for themselves.'],
      ['在这里，没完成的目标往往不了了之。', 'Targets that are missed here are usually quietly forgotten.'],
    ],
  },
  coordination: {
    plus: [
      ['部门之间的交接顺畅，很少有事情被漏掉。', 'Hand-offs between departments run smoothly; little falls through the cracks.'],
      ['我们能及时掌握关键业务数据的真实情况。', 'We know in good time how our key figures really stand.'],
      ['我们的流程和规定帮助我们把事情做好，而不是妨碍我们。', 'Our processes and rules help us get things done rather than get in the way.'],
    ],
    minus: [
      ['跨部门的事情常常因为没人牵头而拖着。', 'Work that crosses departments often stalls because nobody leads it.'],
      ['同样的工作在不同部门被重复做。', 'The same work is done twice over in different departments.'],
      ['审批环节太多，简单的事情也要很久才能办成。', 'So many approvals are needed that even simple things take a long time.'],
    ],
  },
  skills: {
    plus: [
      ['我们拥有实现当前目标所需的专业能力。', 'We have the expertise our current goals require.'],
      ['组织会有计划地培养员工的能力。', 'The organisation develops people\'s skills in a planned way.'],
      ['关键岗位出现空缺时，能很快找到合适的人。', 'When a key post falls vacant, a suitable person is found quickly.'],
    ],
    minus: [
      ['一些关键本领只掌握在少数几个人手里。', 'Some key skills rest with only a handful of people.'],
      ['能干的人常常因为看不到发展空间而离开。', 'Capable people often leave because they see no room to grow.'],
      ['我们常常因为缺少某方面的本领而错过机会。', 'We often miss chances because we lack some know-how.'],
    ],
  },
  drive: {
    plus: [
      ['这里的人愿意为工作多付出一些。', 'People here are willing to go the extra mile.'],
      ['员工为在这里工作而感到自豪。', 'People are proud to work here.'],
      ['做得好的人会得到认可，而不只是拿到报酬。', 'People who do good work are recognised, not just paid.'],
    ],
    minus: [
      ['很多人只做分内的最低要求。', 'Many people do only the minimum their job requires.'],
      ['对工作的热情在这里正在慢慢消退。', 'Enthusiasm for the work is slowly fading here.'],
      ['这里的人工作更多是为了交差，而不是因为在乎。', 'People here work to get tasks off their desk rather than because they care.'],
    ],
  },
  outward: {
    plus: [
      ['我们清楚客户真正看重的是什么。', 'We know what our customers really value.'],
      ['竞争对手的动向会很快传到我们这里并引起讨论。', 'News of competitors\' moves reaches us quickly and gets discussed.'],
      ['我们与合作伙伴和供应商保持着良好的关系。', 'We keep good relations with our partners and suppliers.'],
    ],
    minus: [
      ['我们做决定时很少考虑客户的反馈。', 'Customer feedback rarely enters our decisions.'],
      ['内部事务占用了太多精力，顾不上外部的变化。', 'Internal affairs take so much attention that changes outside go unnoticed.'],
      ['市场发生变化时，我们往往是最后知道的。', 'When the market changes, we are often the last to know.'],
    ],
  },
  renewal: {
    plus: [
      ['新想法在这里能得到尝试的机会。', 'New ideas get a chance to be tried here.'],
      ['项目结束后，我们会认真总结经验教训。', 'After a project we take stock of what we have learned.'],
      ['好的做法会很快在组织内推广开来。', 'Good practice spreads quickly across the organisation.'],
    ],
    minus: [
      ['这里的人害怕尝试新东西会失败。', 'People here are afraid that trying something new will fail.'],
      ['同样的错误在这里一再发生。', 'The same mistakes happen here again and again.'],
      ['“我们一直都是这么做的”是这里常听到的一句话。', '"We have always done it this way" is often heard here.'],
    ],
  },
};

/** The items in order (common.ts balancedKeyedItems): every part holds both keyings of every area, in the areas' order twice over. */
export const ITEMS: readonly OrgHealthItem[] = balancedKeyedItems('h', PART_COUNT, AREA_IDS, BANK).map(({ scale, ...item }) => ({ ...item, area: scale }));

/** The items as the shared agreement-bank functions read them (common.ts): the area is the scale. */
export const SCALED_ITEMS = ITEMS.map((i) => ({ id: i.id, keyed: i.keyed, scale: i.area }));

export const ITEM_BY_ID: ReadonlyMap<string, OrgHealthItem> = new Map(ITEMS.map((i) => [i.id, i]));

/** The parts in order, with their items. */
export const PARTS = partsOf(ITEMS, PART_COUNT);
