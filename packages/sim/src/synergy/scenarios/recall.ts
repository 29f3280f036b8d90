// Version 4 (original, fictional): a food maker's first 24 hours after a consumer's video shows a
// metal fragment in its best-selling snack. The expert ranking applies crisis-management practice —
// protect people first, act before certainty, tell those who must know before they hear it elsewhere,
// one voice, facts before appearances — from the sources listed (docs/simulations/synergy.md §9).
import { item } from './item';
import type { Scenario } from './types';

export const RECALL: Scenario = {
  version: 4,
  key: 'recall',
  kind: 'business',
  title: { zh: '饼干里的金属碎片', en: 'A metal fragment in the crackers' },
  briefing: {
    zh: '你们是清禾食品的危机处置小组。清禾是一家有 1,800 名员工的零食企业，米饼在全国超市都有销售。晚上九点，一位消费者发布视频：一袋你们最畅销的米饼里有一块锋利的金属碎片，她孩子的嘴唇被划伤。到十一点，视频播放量已达两百万，一位记者发来了采访请求。包装上的批号指向你们嘉兴工厂的 3 号线，该批次上周共生产 18 万袋，大部分已经上架。你们还不知道碎片是否来自自己的产线。请把下面十四项行动，按小组在最初 24 小时内应当采取的先后顺序排列，1 为最先。',
    en: 'You are the crisis team of Qinghe Foods, a snack maker with 1,800 employees whose rice crackers sell in supermarkets across the country. At 9 p.m. a consumer posted a video showing a sharp metal fragment in a pack of your best-selling crackers and a cut on her child\'s lip. By 11 p.m. the video has two million views and a journalist has asked for comment. The batch code on the pack points to line 3 of your Jiaxing plant, which made 180,000 packs of that batch last week; most are already in shops. You do not yet know whether the fragment came from your line. Rank the fourteen actions below in the order the team should take them in the first 24 hours, 1 first.',
  },
  items: [
    item('insurer', 11, ['通知保险公司，并开始记录每一笔费用', 'Notify the insurer and start recording every cost'], [
      '必要，而且有时限，但它保护的是公司的钱，而不是顾客；可以等最初的行动启动之后再做。',
      'Necessary, and time-limited, but it protects the company\'s money rather than its customers; it can wait until the first actions are under way.',
    ]),
    item('family', 4, ['联系这个家庭：为伤害道歉，承担医疗费用，并请求取回那袋饼干送检', 'Contact the family: apologise for the harm, pay for medical care and ask to collect the pack for testing'], [
      '受伤的孩子比品牌更重要。由一位高层尽早亲自打电话，表达的是关心；而那袋饼干本身是查明碎片来源的最好证据。不要要求对方删除视频。',
      'The injured child matters more than the brand. An early, personal call from a senior person shows care, and the pack itself is the best evidence of where the fragment came from. Do not ask them to delete the video.',
    ]),
    item('lawyer', 14, ['给这位消费者发律师函，要求删除视频', 'Send the consumer a lawyer\'s letter demanding the video be taken down'], [
      '这会把一个孩子受了伤的家庭变成你们的对手，看起来像在掩盖，还会让视频传得更广。这是清单上最糟的一步。',
      'It turns the family of an injured child into your opponent, looks like a cover-up and spreads the video further. The worst move on the list.',
    ]),
    item('spokesperson', 6, ['指定唯一的发言人，并给全体员工一份统一的事实说明', 'Name one spokesperson and give all staff a single fact sheet'], [
      '危机中，口径不一会被解读为有所隐瞒。一个声音、一套事实、每天更新，让每位员工都知道该把问题转给谁。',
      'In a crisis, mixed messages read as hiding something. One voice, one set of facts updated daily, and every employee knowing whom to refer questions to.',
    ]),
    item('hold', 1, ['停止该批次发货，并封存仓库和经销商手中的全部存货', 'Stop shipping the batch and hold every pack still in your warehouses and with distributors'], [
      '无论原因是什么，首要责任是不让更多可疑产品到达消费者手中。停止发货代价很小，今晚就能做到，也不必等待任何证据。',
      'Whatever the cause, the first duty is that no more suspect packs reach people. Stopping shipments costs little, can be done tonight and waits for no proof.',
    ]),
    item('promotion', 12, ['对其他产品开展打折促销，稳住销量', 'Run a discount promotion on your other products to protect sales'], [
      '当家长们正为孩子担心时，促销看起来像是你们更在乎收入而不是安全。等召回结束再说。',
      'While parents fear for their children, a sales push says you care more about revenue than safety. Wait until the recall is over.',
    ]),
    item('regulator', 3, ['在监管部门找上门之前，主动向市场监管部门报告', 'Report the case to the market regulator before it calls you'], [
      '食品安全法要求企业在发现食品可能危害健康时停止生产、召回并向监管部门报告。先从你们这里得到消息的监管者，会把你们当作解决问题的伙伴而不是嫌疑人。提供批次数据和你们的处置计划。',
      'Food-safety law expects a maker that finds its food may harm health to stop production, recall it and report to the regulator. A regulator who hears first from you treats you as a partner in the fix rather than a suspect. Share the batch data and your plan.',
    ]),
    item('hotline', 8, ['为担心的顾客开通热线和网上问答', 'Open a hotline and an online Q&A for worried customers'], [
      '会有成百上千的人想知道自己手里的那袋是否受影响、怎样退款。有地方可问，就能遏制谣言，让召回真正落实。',
      'Thousands of people will want to know whether their pack is affected and how to get a refund. A place to ask stops rumours and makes the recall work.',
    ]),
    item('wait', 13, ['在实验室确认原因之前，不发表任何公开声明', 'Say nothing in public until the laboratory confirms the cause'], [
      '沉默会被谣言填满，并被当作心虚；检测可能要一周。你们完全可以说明已知什么、还不知道什么、正在做什么，而不做任何猜测。',
      'Silence fills with rumour and reads as guilt, and the tests may take a week. You can say what you know, what you do not know yet and what you are doing, without speculating.',
    ]),
    item('retailers', 7, ['在大客户和经销商从新闻上得知之前，直接打电话通知他们', 'Call key retailers and distributors directly, before they read about it'], [
      '他们需要把这一批次从货架上撤下来，而且会记住是谁最先告诉他们的。直接打电话能保住合作关系；从新闻上得知则会伤害它。',
      'They need to pull the batch from their shelves, and they remember who told them first. A direct call keeps the relationship; learning it from the news damages it.',
    ]),
    item('ceo', 10, ['查明原因后，由总经理公开说明调查结果和整改措施', 'Once the cause is known, the chief executive presents the findings and the fixes'], [
      '人们希望看到最高层承担责任，而调查结果让这次露面有实质内容。太早露面却无话可说会适得其反；原因查明后出面，能为这件事画上句号。',
      'People want to see the top take responsibility, and the findings give the appearance substance. Too early, with nothing to say, it backfires; once the cause is known it closes the story.',
    ]),
    item('recall', 2, ['公开提醒消费者不要食用该批次，并全额退款召回', 'Tell consumers publicly not to eat the batch, and recall it with a full refund'], [
      '此刻可能有人正在吃这批饼干。安全存疑时，要在确定之前就行动：一份写明批号、请大家停止食用、说明如何退款的公告，既保护顾客，也表明你们把顾客放在第一位。事后发现不必召回，损失的是钱；召回太晚，损失的是健康和信任。',
      'People may be eating those crackers right now. When safety is in doubt, act before you are certain: a clear notice that names the batch code, asks people to stop eating it and says how to get a refund protects customers and shows you put them first. A recall that proves unnecessary costs money; one made too late costs health and trust.',
    ]),
    item('monitor', 9, ['监测社交媒体和新闻报道，用事实纠正不实说法', 'Monitor social media and the press, and correct false claims with facts'], [
      '跟踪舆情，以便发现新的个案、冷静地用事实纠正错误；但不要和愤怒的人争论：你们的行动比回复更有说服力。',
      'Follow what is said to spot new cases and to correct errors calmly with facts, but do not argue with anger: your actions answer better than replies.',
    ]),
    item('investigate', 5, ['排查 3 号线：金属探测器记录、维修记录、磨损或断裂的部件', 'Investigate line 3: metal-detector logs, maintenance records, worn or broken parts'], [
      '要在第一份声明之外说出更多内容，你们需要事实：是探测器失灵，还是筛网或刀片断裂？今晚就开始，才能在几天而不是几周内得到答案。',
      'To say anything beyond the first notice you need facts: did a detector fail, did a sieve or a blade break? Start tonight so the answer comes in days, not weeks.',
    ]),
  ],
  sources: [
    'Food Safety Law of the People\'s Republic of China (2015, amended 2021), art. 63 — the recall duty: stop production, recall, notify traders and consumers, report to the food-safety regulator',
    'ISO 22361:2022 Security and resilience — Crisis management — Guidelines: protect people first, decide on incomplete information, communicate early with stakeholders',
    'W. Timothy Coombs, Ongoing Crisis Communication: Planning, Managing, and Responding (SAGE) — instructing information before reputation, speaking early, one voice',
    'The 1982 Tylenol recall by Johnson & Johnson, the standard teaching case for putting consumer safety before sales',
  ],
};
