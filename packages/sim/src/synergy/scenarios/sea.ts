// Version 1 (original, fictional): a research boat burns far offshore in summer; four of its crew are
// in a life raft. The expert ranking applies the sea-survival order — be found, water, shelter from
// sun and sea, then everything else — from the sources listed (docs/simulations/synergy.md §9).
import { item } from './item';
import type { Scenario } from './types';

export const SEA: Scenario = {
  version: 1,
  key: 'sea',
  kind: 'survival',
  title: { zh: '漂流：南海上的救生筏', en: 'Adrift: a life raft in the South China Sea' },
  briefing: {
    zh: '你们是科考船"海燕七号"六名船员中的四位，船位于离最近海岸约 200 公里的东南方海面。凌晨两点，机舱突然起火，火势蔓延太快，无法扑救。船长在无线电室被浓烟吞没前发出了一次带有船位的求救信号，但没人知道是否有人收到。你们登上了一只带顶篷的充气救生筏；另外两名船员在另一只救生筏上，天亮时你们已看不见它。现在是七月：白天气温超过 32 °C，夜间温和，海况中等。北面约 60 公里处是一条繁忙的航道。弃船前，你们抢出了下面十四样东西。请按它们对你们在获救前活下来的重要程度排序，1 为最重要。',
    en: 'You are four of the six crew of the research boat Haiyan 7, some 200 km south-east of the nearest coast. At 2 a.m. a fire broke out in the engine room and spread too fast to fight. Before smoke filled the radio room, the captain sent one distress call giving the boat\'s position; nobody knows whether it was heard. You are in an inflatable life raft with a canopy; the other two crew are in a second raft you lost sight of at dawn. It is July: the days are above 32 °C, the nights mild, the sea moderate. A busy shipping lane runs about 60 km to the north. Before abandoning the boat you grabbed the fourteen things below. Rank them by how much they matter to staying alive until you are rescued, 1 the most important.',
  },
  items: [
    item('chart', 13, ['一张本海域的纸质海图', 'A paper nautical chart of the area'], [
      '海图能告诉你们在哪里，但救生筏无法逆着风和海流航行；而如果求救信号被收到，救援方已经掌握了你们的位置。离开那里只会让你们更难被找到。',
      'A chart tells you where you are, but a raft cannot sail anywhere against wind and current, and if the call was heard, rescuers already have your position. Moving away from it would only make you harder to find.',
    ]),
    item('vhf', 1, ['一部充满电的防水手持 VHF 对讲机', 'A waterproof handheld VHF radio, fully charged'], [
      '脱险靠的是获救，而救援必须先找到你们。搜救会前往船长报出的位置；一旦船只或飞机进入视距，无论白天黑夜，对讲机都能让你们直接通话、引导对方过来，并报告另一只救生筏的情况。保持干燥，不用时关机以节省电量。',
      'Rescue is the way out, and rescue has to find you. A search will head for the position the captain sent; as soon as a ship or aircraft is within sight, day or night, the radio lets you talk to it, guide it to you and tell it about the other raft. Keep it dry and switch it off between checks to save the battery.',
    ]),
    item('bars', 10, ['两公斤能量棒', 'Two kilograms of energy bars'], [
      '人不吃东西能坚持数周，而消化食物要消耗水分。只有在水还够时才少量进食；以碳水化合物为主的能量棒比富含蛋白质的食物需要的水少。',
      'People survive for weeks without food, and digesting it uses water. Eat a little only while the water lasts; energy bars, mostly carbohydrate, need less water than protein-rich food.',
    ]),
    item('rum', 14, ['一升装朗姆酒', 'A litre bottle of rum'], [
      '酒精会让人脱水、判断力下降。它可以清洗伤口，但急救包做得更好。这是最没用的东西——喝了只会更糟。',
      'Alcohol dehydrates and clouds judgement. It could clean a wound, but the first-aid kit does that better. The least useful thing here, and drinking it makes matters worse.',
    ]),
    item('smoke', 2, ['三支橙色烟雾信号', 'Three orange smoke signals'], [
      '救生筏在海面上只是一个小点，从飞机上几乎看不见。白天，橙色烟雾在数公里外都能看到，还能标出你们的准确位置。只有三支：只在看到或听到船只、飞机时才点燃，并放在救生筏的下风处。',
      'A raft is a dot on the sea, almost invisible from an aircraft. In daylight orange smoke is seen from kilometres away and marks exactly where you are. There are only three: light one only when you can see or hear a ship or aircraft, and hold it downwind of the raft.',
    ]),
    item('tarp', 5, ['一块 3 × 4 米的塑料防水布', 'A plastic tarpaulin, 3 × 4 m'], [
      '遮阳是对抗高温、减少失水的最好办法：防水布能让筏顶的遮阴加倍，下阵雨时还能接雨水补充淡水。',
      'Shade is the best defence against the heat that drains your water: the tarpaulin doubles the shade of the canopy, and if a shower passes it catches rain to refill your water.',
    ]),
    item('phone', 11, ['装在防水袋里的手机，剩 60% 电量', 'A mobile phone in a waterproof pouch, 60% battery'], [
      '离岸 200 公里没有信号，打不出电话。值得保持干燥，万一漂近海岸或船只还可能用上；夜里屏幕和手电也有点用，但不能指望它。',
      'Two hundred kilometres out there is no network, so it cannot call anyone. Keep it dry in case you drift near the coast or a ship, and its screen and torch help a little at night, but do not count on it.',
    ]),
    item('water', 3, ['一桶 20 升的淡水', 'A 20-litre jerrycan of fresh water'], [
      '在这样的高温下，人没有水只能撑几天，而喝海水只会更渴，甚至致命。四个人 20 升水，只要躲在阴凉处、不做出汗的活，足以撑好几天——比一场知道大致区域的搜救通常所需的时间更长。少量、定时地喝；要节省的是汗水，而不是把水省着不喝。',
      'In this heat people last only days without water, and drinking seawater makes thirst worse and can kill. Twenty litres for four people, resting in the shade and not working up a sweat, lasts several days — longer than a search that knows your area should need. Drink small amounts regularly: save sweat, not water.',
    ]),
    item('hats', 8, ['四顶宽檐帽和一支防晒霜', 'Four wide-brimmed hats and a tube of sunscreen'], [
      '头部和面部的晒伤与受热会加速脱水，甚至引起中暑。有用，但筏顶和防水布也能遮阳。',
      'Sunburn and heat on the head and face speed up dehydration and can bring on heatstroke. Useful, but the canopy and the tarpaulin give shade too.',
    ]),
    item('drogue', 4, ['一个海锚（带 15 米绳索）', 'A sea anchor (drogue) on 15 m of line'], [
      '搜救人员会在求救信号报出的位置附近寻找。海锚能减缓救生筏漂离那里，让筏头对着浪，降低倾覆风险，也能减轻晕船。',
      'Searchers look where the distress call said you were. A sea anchor slows the raft\'s drift away from there, keeps it facing the waves so it is less likely to capsize, and makes the motion less sickening.',
    ]),
    item('fishing', 12, ['一套钓鱼线、鱼钩和拟饵', 'Fishing line, hooks and lures'], [
      '鱼是食物，而几周之内食物都不是你们的问题；生鱼富含蛋白质，消化时要耗水。只有在救援迟迟不来、雨水补足了淡水时才值得用。',
      'Fish is food, and food is not your problem for weeks; raw fish is rich in protein, which takes water to digest. Worth using only if rescue is slow and rain has refilled your water.',
    ]),
    item('blankets', 6, ['四条铝箔急救毯', 'Four foil emergency blankets'], [
      '铝箔急救毯能为湿透的人挡住浪花和夜风；铺在筏顶上能反射阳光，闪光还可能引起搜救人员的注意。轻便好用，但在七月，防水布和海锚更重要。',
      'Foil blankets keep spray and night wind off wet people, reflect the sun when spread over the canopy, and their glint may catch a searcher\'s eye. Light and handy, but in July the tarpaulin and the sea anchor matter more.',
    ]),
    item('knife', 9, ['一把折叠刀', 'A folding knife'], [
      '可以割断缠绕的绳子、打开包装、帮忙架设防水布。使用时要远离救生筏的气胎：扎破气胎比没有刀糟糕得多。',
      'It cuts a fouled line, opens packaging and helps rig the tarpaulin. Use it well away from the raft\'s tubes: a puncture is far worse than having no knife.',
    ]),
    item('firstaid', 7, ['一个装有晕船药的急救包', 'A first-aid kit with seasickness tablets'], [
      '晕船不只是难受：呕吐会流失你们补充不了的水分。要在有人吐之前尽早服药。急救包还能处理弃船时的烧伤和割伤——这些伤口泡在海水里很快就会感染。',
      'Seasickness is more than discomfort: vomiting loses water you cannot replace. Take the tablets early, before anyone is sick. The kit also treats the burns and cuts of a hurried abandonment, which fester quickly in salt water.',
    ]),
  ],
  sources: [
    'International Maritime Organization and International Civil Aviation Organization, IAMSAR Manual (International Aeronautical and Maritime Search and Rescue Manual), vol. III: Mobile Facilities — survival craft, signalling and staying near the reported position',
    'Keith Colwell, RYA Sea Survival Handbook, Royal Yachting Association — life-raft routine, sea anchor, seasickness, water',
    'U.S. Department of the Army, FM 3-05.70 Survival (2002), chapters "Sea Survival" and "Signaling Techniques" — water before food, never drink seawater, shade',
    'Wilderness Medical Society, Clinical Practice Guidelines for the Prevention and Treatment of Heat Illness (Lipman et al., 2019 update)',
  ],
};
