// Team names as players pick them: a few jokes, many "<something> <team word>" combinations, some in
// English. Each competition draws its own distinct names.
import type { Random } from './random';

const WHOLE = [
  '今晚不调参',
  '过拟合受害者联盟',
  'AUC冲冲冲',
  '调参侠',
  '早睡早起队',
  '榜上有名',
  '一次就过',
  'Baseline守护者',
  '特征工程师',
  '闽江小分队',
  '鼓山算法组',
  '三坊七巷',
  '海峡数智',
  '不掉分',
  '八点半打卡',
  '别卷了',
  '咖啡续命队',
  '周末建模',
];
const STEMS = [
  '数据',
  '算法',
  '特征',
  '梯度',
  '模型',
  '深度',
  '智能',
  '像素',
  '张量',
  '向量',
  '森林',
  '贝叶斯',
  '卷积',
  '注意力',
  '图谱',
  '星辰',
];
const WORDS = ['炼金师', '探索者', '小分队', '研究所', '工坊', '联盟', '突击队', '俱乐部', '实验室', '骑士团', '加速器', '观测站'];
const ADJECTIVES = [
  'Gradient',
  'Random',
  'Deep',
  'Sparse',
  'Quantum',
  'Bayesian',
  'Lazy',
  'Greedy',
  'Stochastic',
  'Tensor',
  'Boosted',
  'Hidden',
];
const NOUNS = ['Descent', 'Forest', 'Rangers', 'Miners', 'Wizards', 'Pandas', 'Owls', 'Squad', 'Lab', 'Explorers', 'Learners', 'Layers'];

/** `count` distinct team names, about one in four in English; `english[i]` tells which. */
export function teamNames(random: Random, count: number): Array<{ name: string; english: boolean }> {
  const chinese = random.shuffle([...WHOLE, ...STEMS.flatMap((stem) => WORDS.map((word) => `${stem}${word}`))]);
  const english = random.shuffle(ADJECTIVES.flatMap((adjective) => NOUNS.map((noun) => `${adjective} ${noun}`)));
  const names: Array<{ name: string; english: boolean }> = [];
  while (names.length < count) {
    const inEnglish = random.chance(0.25);
    const name = (inEnglish ? english : chinese).pop();
    if (name) names.push({ name, english: inEnglish });
  }
  return names;
}

const ANNOUNCEMENTS = [
  '欢迎擅长特征工程的同学加入，每晚九点线上同步进度。',
  '目标前十！缺一位熟悉深度学习的队友。',
  '以学习为主，欢迎新手一起交流。',
  '本队已满员，感谢关注。',
  '每天至少提交一次，稳扎稳打。',
  '',
];
const ANNOUNCEMENTS_EN = [
  'Looking for a teammate who enjoys feature engineering.',
  'We sync every evening at 21:00 (UTC+8).',
  'Here to learn and to climb.',
  '',
];

export function announcementOf(random: Random, english: boolean): string {
  return random.pick(english ? ANNOUNCEMENTS_EN : ANNOUNCEMENTS);
}

const JOIN_MESSAGES = [
  '你好，我熟悉 LightGBM 和特征工程，希望加入！',
  '想和大家一起学习，可以带我一个吗？',
  '我有类似比赛的经验，期待合作。',
];
const JOIN_MESSAGES_EN = [
  'Hi! I have done a few tabular competitions, happy to help.',
  'Could I join? I can work on the validation setup.',
];

export function joinMessageOf(random: Random, english: boolean): string {
  return random.pick(english ? JOIN_MESSAGES_EN : JOIN_MESSAGES);
}
