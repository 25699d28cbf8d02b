// Demo people talk and follow each other, through the inbox's and the follow service's own rules (a
// follow leaves a notice). Made once: the first planned conversation existing means it was done.
import { conversation, sendMessage } from '../modules/inbox';
import { follow, type UserRow } from '../modules/users';
import type { SeedContext } from './context';
import { seededRandom } from './random';

const DIALOGUES_ZH = [
  ['今天的 A 榜分数涨了不少，用了什么新特征？', '加了几个时间窗口的统计特征，还有目标编码。', '厉害，我也试试。'],
  ['周末一起复盘一下比赛吗？', '好呀，周六下午线上？'],
  ['你们队还缺人吗？我擅长模型融合。', '暂时满员了，下次比赛一起！'],
  ['数据集里有几列缺失值很多，你怎么处理的？', '直接交给 LightGBM 处理缺失值，效果还行。'],
  ['恭喜进前十！', '谢谢！运气成分也不少 😄'],
  ['交叉验证和 A 榜差距有点大，是不是过拟合了？', '可能是分布不一致，试试对抗验证。', '好主意，谢谢！'],
];

const DIALOGUES_EN = [
  [
    'Nice jump on the leaderboard today! New features?',
    'Mostly target encoding and a bigger validation fold.',
    'Cool, thanks for sharing.',
  ],
  ['Are you joining the next competition?', 'Yes, and looking for a teammate. Interested?'],
  ['How did you handle the class imbalance?', 'Class weights, then a threshold tuned on the validation set.'],
];

const writesEnglish = (user: UserRow) => /^[A-Za-z]/.test(user.name);

/** Sends the lines of a dialogue back and forth; returns the ids sent, in order. */
export async function converse(
  ctx: SeedContext,
  a: UserRow,
  b: UserRow,
  lines: readonly string[],
): Promise<Array<{ id: number; receiverId: number }>> {
  const sent: Array<{ id: number; receiverId: number }> = [];
  for (const [i, line] of lines.entries()) {
    const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
    const [message] = await sendMessage(ctx.app.db, from.id, [to.id], line);
    sent.push({ id: message!.id, receiverId: to.id });
    ctx.tally.messages += 1;
  }
  return sent;
}

export async function follows(ctx: SeedContext, who: UserRow, whom: UserRow): Promise<void> {
  if (who.id === whom.id) return;
  const { effectRow } = await follow(ctx.app, who, { followedId: whom.id });
  ctx.tally.follows += effectRow;
}

export async function seedDemoSocial(ctx: SeedContext): Promise<void> {
  const random = seededRandom('dcic-demo/social');
  const people = ctx.people;
  if (people.length < 4) return;
  const pairs = Array.from({ length: Math.min(18, Math.floor(people.length / 2)) }, () => {
    const [a, b] = random.shuffle(people).slice(0, 2);
    return [a!, b!] as const;
  });
  const [first] = pairs;
  if ((await conversation(ctx.app.db, first![0].id, first![1].id, { page: 1, per_page: 1 })).total > 0) return;
  for (const [a, b] of pairs) await converse(ctx, a, b, random.pick(writesEnglish(a) ? DIALOGUES_EN : DIALOGUES_ZH));
  for (const person of people) {
    if (!random.chance(0.25)) continue;
    for (const other of random.shuffle(people).slice(0, random.int(1, 2))) await follows(ctx, person, other);
  }
}
