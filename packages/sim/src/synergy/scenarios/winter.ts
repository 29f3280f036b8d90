// Version 3 (original, fictional): a minibus slides off a mountain road in a January snowstorm; the
// driver is hurt and the team must get through the night and be found. The expert ranking applies
// the cold-survival order — insulation and shelter, raise the alarm, heat and water, then the rest
// — from the sources listed (docs/simulations/synergy.md §9).
import { item } from './item';
import type { Scenario } from './types';

export const WINTER: Scenario = {
  version: 3,
  key: 'winter',
  kind: 'survival',
  title: { zh: '大雪封山', en: 'Snowbound on a mountain pass' },
  briefing: {
    zh: '一月，东北的山区。你们是四位同事，滑雪周末后乘小巴返程。下午五点，离天黑还有一小时，小巴在暴风雪中滑出山路，侧翻在公路下方 30 米的山沟里；这条路随后已被封闭。没有人重伤，但司机（第五个人）摔断了脚踝。发动机无法启动，所以小巴只能挡风，不能取暖。今晚气温将降到 −25 °C，还有大风。大家穿的是普通冬装和城里的皮鞋。最近的村子在山谷下方 12 公里处。请把你们找出来的十三样东西，按它们对让所有人熬过今夜并被找到的重要程度排序，1 为最重要。',
    en: 'January, in the mountains of north-east China. You are four colleagues riding home by minibus after a ski weekend. At 5 p.m., an hour before dark, the minibus slides off a mountain road in a snowstorm and comes to rest on its side in a ravine 30 m below the road, which has since been closed. Nobody is badly hurt, but the driver, the fifth person, has broken an ankle. The engine will not start, so the minibus keeps off the wind but gives no heat. Tonight it will fall to −25 °C, with wind. Everyone wears ordinary winter coats and town shoes. The nearest village is 12 km down the valley. Rank the thirteen things you have salvaged by how much they matter to getting everyone through the night and found, 1 the most important.',
  },
  items: [
    item('thermos', 7, ['一保温壶热茶（1 升）', 'A flask of hot tea (1 litre)'], [
      '现在喝热茶能由内而外地暖身、振奋精神，但一升很快就喝完了；之后还得靠锅和蜡烛持续烧温水。',
      'Hot tea now warms people from the inside and lifts spirits, but a litre is soon gone; the pot and the candles go on making warm water after it.',
    ]),
    item('whistle', 10, ['一只塑料哨子', 'A plastic whistle'], [
      '暴风雪中，喊声只能传出几米，哨声则远得多。听到搜救人员时，连吹三声，反复吹。',
      'In a storm a shout carries a few metres, a whistle much further. When you hear searchers, blow three blasts and repeat.',
    ]),
    item('phone', 2, ['一部手机，剩 20% 电量；上方公路上有一格信号', 'A mobile phone with 20% battery; one bar of signal up on the road'], [
      '一通报出位置的电话，就能让救援在道路可以通行时立刻赶来，并让他们知道有人受伤。打电话需要爬到上面的公路——两人结伴，趁天完全黑之前去。寒冷会迅速耗尽电量：把手机贴身放在衣服里保暖，两次尝试之间关机。',
      'One call giving your position brings rescuers as soon as the road can be driven and tells them someone is injured. It means climbing to the road: go in pairs, before it is fully dark. Cold drains batteries fast, so keep the phone warm inside your clothes and switch it off between tries.',
    ]),
    item('atlas', 12, ['一本公路地图册', 'A road atlas'], [
      '你们不会带着受伤的司机在黑夜里走 12 公里，所以地图册只是一堆纸——不过揉皱的纸页塞进衣服里能保存暖空气，也是很好的引火物。',
      'You will not walk 12 km in the dark with an injured driver, so the atlas is only paper — though crumpled pages inside clothing trap warm air, and they make good tinder.',
    ]),
    item('socks', 4, ['每人一双备用羊毛袜和一副手套', 'Spare wool socks and gloves for everyone'], [
      '皮鞋加湿袜子，几个小时就可能冻伤。换下湿的，给手脚穿上干的羊毛袜和手套，才能保住手指脚趾——以及明天攀爬和干活的能力。',
      'Town shoes and wet socks can mean frostbite within hours. Take the wet ones off and put dry wool on feet and hands: it saves toes and fingers, and tomorrow\'s ability to climb and work.',
    ]),
    item('whisky', 13, ['一瓶威士忌', 'A bottle of whisky'], [
      '喝下去觉得暖，实际正相反：酒精会让皮肤血管扩张，身体散热更快，还会削弱你们所需要的判断力。不要喝。',
      'It feels warming but does the opposite: alcohol widens the blood vessels in the skin, so the body loses heat faster, and it dulls the judgement you need. Do not drink it.',
    ]),
    item('lighter', 3, ['一个打火机和六支蜡烛', 'A lighter and six candles'], [
      '在小巴里点一支蜡烛，能增加一点温暖，更能提振士气，还能用来化雪；第二天早上还能用打火机在外面生火发信号。把车窗留一条缝透气：密闭空间里的火焰会消耗氧气。',
      'A candle in the minibus adds a little warmth and a lot of morale, and melts snow; in the morning the lighter can start a signal fire outside. Leave a window open a crack: a flame in a closed space uses up the air.',
    ]),
    item('poncho', 8, ['一件鲜橙色雨披', 'A bright orange rain poncho'], [
      '明天山沟和小巴都会被白雪覆盖；把鲜橙色的雨披铺在雪地或车身上，能让救援人员看到你们的位置。今晚它还能当作额外的挡风层。',
      'Tomorrow the ravine and the minibus will be white; bright orange spread on the snow or the bus shows rescuers where you are. Tonight it is an extra windproof layer.',
    ]),
    item('bags', 1, ['两个羽绒睡袋（舒适温度 −15 °C）', 'Two down sleeping bags (rated to −15 °C)'], [
      '今晚致命的是寒冷：在 −25 °C 加上大风的条件下，穿着普通冬装的人几个小时内就可能失温，而无法活动取暖的受伤司机会最先出现危险。两个羽绒睡袋拉开共用，大家挤在小巴里避风、离开冰冷的车体，就能保住全队的体温。让司机睡进其中一个。',
      'The cold is what kills tonight: at −25 °C with wind, people in ordinary coats can become hypothermic within hours, and the injured driver, who cannot move to keep warm, first. Opened out and shared, with everyone huddled in the minibus out of the wind and off the cold metal, two down bags keep the team\'s heat in. Put the driver in one.',
    ]),
    item('knife', 11, ['一把菜刀', 'A kitchen knife'], [
      '可以割下座椅套当额外的保暖层，或割成布条捆扎东西，但今晚没有什么非它不可。',
      'Handy for cutting seat covers into extra insulation or strips for tying, but nothing tonight depends on it.',
    ]),
    item('food', 6, ['一公斤巧克力和坚果', 'A kilogram of chocolate and nuts'], [
      '和炎热环境不同，在这里食物很重要：身体要燃烧能量来产热，整夜发抖会耗尽体力。巧克力能快速补充能量，坚果更耐久。睡前吃一些。',
      'Unlike in the heat, food matters here: the body burns energy to make heat, and shivering all night is exhausting. Chocolate gives quick energy, nuts last longer. Eat some before sleeping.',
    ]),
    item('shovel', 9, ['一把雪铲', 'A snow shovel'], [
      '能清理车门前的积雪，免得被封在里面；可以堆雪墙挡风，明天还能在雪地上铲出大大的求救标记。',
      'It keeps the door clear so you are not sealed in, builds a snow wall against the wind and, tomorrow, digs a large distress sign into the snow.',
    ]),
    item('pot', 5, ['一口不锈钢锅', 'A steel cooking pot'], [
      '寒冷中人会不知不觉地失水，而直接吃雪会消耗体温。用蜡烛把雪化开，整夜都有温水喝，灌进瓶子还能放在睡袋里取暖。',
      'In the cold you lose water without noticing, and eating snow costs body heat. Snow melted over the candles gives warm water through the night, and a warm bottle in a sleeping bag.',
    ]),
  ],
  sources: [
    'Wilderness Medical Society, Clinical Practice Guidelines for the Out-of-Hospital Evaluation and Treatment of Accidental Hypothermia (Dow et al., 2019 update) — insulation from the ground and wind, huddling, calories and warm drinks',
    'Wilderness Medical Society, Clinical Practice Guidelines for the Prevention and Treatment of Frostbite (McIntosh et al., 2019 update) — dry layers on hands and feet, avoiding alcohol',
    'U.S. Department of the Army, FM 3-05.70 Survival (2002), chapters "Cold Weather Survival" and "Signaling Techniques" — shelter first, melt snow rather than eat it, ventilate a heated shelter, signals against snow',
  ],
};
