// Version 2 (original, fictional): a rally support crew's vehicle breaks down off the route in the
// Gobi in summer. The expert ranking applies the desert-survival order — stay with the vehicle,
// keep water in the body, shade, signal, then the rest — from the sources listed
// (docs/simulations/synergy.md §9).
import { item } from './item';
import type { Scenario } from './types';

export const DESERT: Scenario = {
  version: 2,
  key: 'desert',
  kind: 'survival',
  title: { zh: '困在戈壁', en: 'Stranded in the Gobi' },
  briefing: {
    zh: '你们是一支参加戈壁越野拉力赛车队的四人后勤组。上午十点，你们的四驱车在一条沙路上断了后桥。这里离最近的居民点约 70 公里，离赛事标记的路线约 40 公里——你们为了抄近路离开了它。今天早上，你们把这条近路告诉了赛事大本营，并说晚上八点前到达。这里没有手机信号。今天下午背阴处气温将达到 42 °C，夜里会降到 8 °C。你们都没有受伤。除了车，你们还有下面十四样东西。请按它们对你们活下来的重要程度排序，1 为最重要。',
    en: 'You are the four-person support crew of a team in a desert rally across the Gobi. At 10 a.m. your four-by-four broke its rear axle on a sandy track, about 70 km from the nearest settlement and 40 km from the rally\'s marked route, which you left to take a short cut. This morning you told the rally\'s base camp about the short cut and that you would arrive by 8 p.m. There is no phone signal. This afternoon it will reach 42 °C in the shade; tonight it will fall to 8 °C. Nobody is hurt. Besides the vehicle you have the fourteen things below. Rank them by how much they matter to staying alive, 1 the most important.',
  },
  items: [
    item('compass', 11, ['一个磁罗盘', 'A magnetic compass'], [
      '只有徒步走出去时才用得上，而在这样的高温下走 70 公里，还没走到就会没命。留在车旁：车远比步行的人容易被找到。',
      'Useful only if you walk out, and walking 70 km in this heat would kill you before you got there. Stay with the vehicle: it is far easier to spot than people on foot.',
    ]),
    item('shovel', 8, ['一把折叠铲', 'A folding shovel'], [
      '在遮阳篷下挖一个浅坑：地表下几十厘米的沙子比表面凉快得多，躺在里面能少出汗。也方便为烧轮胎清出一块空地。',
      'Dig a shallow pit under the awning: the sand a few tens of centimetres down is much cooler than the surface, and lying in it you sweat less. It also clears a safe patch for the tyre fire.',
    ]),
    item('liquor', 14, ['一瓶 52 度白酒', 'A bottle of baijiu (52% alcohol)'], [
      '酒精会让人脱水、头脑迟钝，而此刻你们最需要的正是水分和清醒。它最多能帮着点燃轮胎——喝它是这里最糟的选择。',
      'Alcohol dehydrates you and dulls your judgement just when you need both. At most it helps to light the tyre; drinking it is the worst choice on the list.',
    ]),
    item('awning', 3, ['车顶遮阳篷（2.5 × 3 米，带支杆）', 'The roof awning, 2.5 × 3 m, with its poles'], [
      '遮阴能大幅减少失水。把遮阳篷从车上拉出来搭好，底下留出通风的空隙，白天最热的时候在下面休息；晒着太阳的车厢本身就像烤箱。',
      'Shade cuts the water you lose sharply. Rig the awning off the vehicle with a gap beneath for air and rest under it through the heat of the day; the car itself, in the sun, is an oven.',
    ]),
    item('food', 13, ['咸饼干和牛肉干', 'Salted crackers and beef jerky'], [
      '消化食物需要水分，咸的食物更会让人口渴难耐。不吃东西能撑的时间远比搜救所需的长；先别碰它。',
      'Digesting food takes water, and salty food makes thirst far worse. You can go without eating much longer than the search should take; leave it.',
    ]),
    item('mirror', 2, ['从挡风玻璃上拆下的车内后视镜', 'The rear-view mirror, unscrewed from the windscreen'], [
      '今晚大本营会发现你们没到，而且知道你们走的近路，搜救车辆或飞机会沿这条路线寻找。阳光下，镜子的反光在许多公里外都能看到，远比挥手显眼，而且用之不竭。练习用两根手指张成 V 形来瞄准。',
      'Base camp will miss you tonight and knows your short cut, so searchers will come along it by vehicle or by air. In sunshine a mirror\'s flash is seen many kilometres away, far further than a waving arm, and it never runs out. Practise aiming it through a V made with two fingers.',
    ]),
    item('glasses', 10, ['四副墨镜', 'Four pairs of sunglasses'], [
      '沙地反射的强光让人疲劳，一整天下来还可能灼伤眼睛；戴着墨镜也更容易在地平线上搜寻扬尘或飞机。',
      'Glare off the sand tires you and over a long day can burn the eyes; sunglasses also make it easier to scan the horizon for dust or aircraft.',
    ]),
    item('water', 1, ['12 升饮用水', 'Twelve litres of drinking water'], [
      '这里真正致命的是高温：在烈日下，人即使不动，每小时出汗也可能接近一升，中暑在一天之内就能致命。12 升水够四个人在阴凉处撑一天左右——足以活到搜救到来。渴了就喝；要节省的是汗水而不是水：有人倒下时水壶里还剩着水。',
      'The heat is the killer here: in the sun a person can sweat up to a litre an hour even at rest, and heat illness can kill within a day. Twelve litres keeps four people in the shade going for a day or so — enough to be alive when the search arrives. Drink when thirsty and save sweat, not water: people have collapsed with water still in their bottles.',
    ]),
    item('torch', 7, ['一支 LED 手电和备用电池', 'An LED torch with spare batteries'], [
      '搜救可能在天黑后继续，而手电是你们夜里唯一的信号；在平坦的地面上，闪烁的手电光能传得很远。夜里走动时也能看清脚下。',
      'The search may go on after dark, and the torch is your only signal at night; flashed across flat ground it is seen from far away. It also shows you where you step at night.',
    ]),
    item('tyre', 4, ['备胎和 4 升机油', 'The spare tyre and 4 litres of engine oil'], [
      '浇上机油的轮胎燃烧时会冒出浓浓的黑烟，在白天的沙地背景下很远就能看到。在离车较远的地方准备好，听到发动机声或看到扬尘时再点燃；一旦点着就灭不掉，所以只有一次机会。',
      'A tyre soaked in oil burns with thick black smoke, visible from far off against the sand in daylight. Set it up well away from the vehicle and light it when you hear an engine or see dust; once lit it cannot be put out, so you have one chance.',
    ]),
    item('map', 12, ['一张本省公路地图', 'A road map of the province'], [
      '和罗盘一样：它指引的是你们不该走的那段路。可以用来遮脸，或作为点燃轮胎的引火物。',
      'Like the compass, it guides a walk you should not make. It can shade a face or help light the tyre.',
    ]),
    item('clothes', 5, ['四件浅色长袖衬衫和围巾', 'Four light-coloured long-sleeved shirts and scarves'], [
      '天热时把身体遮起来好像不对，其实是对的：宽松的浅色衣物挡住直射皮肤的阳光，减少汗水白白蒸发；围巾能保护头颈。一直穿着。',
      'Covering up feels wrong in the heat but is right: loose, light-coloured cloth keeps the sun off the skin and slows sweat evaporating to no purpose, and a scarf protects head and neck. Keep them on.',
    ]),
    item('firstaid', 9, ['一个急救包', 'A first-aid kit'], [
      '没有人受伤，所以它用于可能出现的情况：水泡、割伤、晒伤。值得留着，但它不会决定你们的生死。',
      'Nobody is hurt, so it is for what may come: blisters, cuts, sunburn. Worth keeping, but it will not decide whether you live.',
    ]),
    item('blankets', 6, ['两条羊毛毯', 'Two wool blankets'], [
      '沙漠的夜晚很冷，白天已经被耗尽体力的人在 8 °C 下很快就会失温。白天，毯子可以额外遮阴，或铺在地上隔开滚烫的沙子。',
      'The desert night is cold, and people drained by the day chill fast at 8 °C. By day a blanket is extra shade or a sheet between you and the hot sand.',
    ]),
  ],
  sources: [
    'U.S. Department of the Army, FM 3-05.70 Survival (2002), chapters "Desert Survival", "Water Procurement" and "Signaling Techniques" — stay with the vehicle, shade, ration sweat not water',
    'John Wiseman, SAS Survival Handbook (3rd ed., 2014), desert section — signalling with a mirror and smoke, travelling only at night if at all',
    'Wilderness Medical Society, Clinical Practice Guidelines for the Prevention and Treatment of Heat Illness (Lipman et al., 2019 update)',
  ],
};
