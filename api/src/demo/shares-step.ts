// Shared source code and a cheating case, through the source-code and teams services: the best teams
// of each ended competition share their code (the README captain's Kunpeng Rangers among them) and
// others comment on it; staff flag one team of a running competition, whose captain appeals. Each
// share, and the case, is made once.
import { addComment, shareLink, sharedCodeOf } from '../modules/source-code';
import { appeal, cheatCases, flagCheating, teamOfUser } from '../modules/teams';
import { rankings } from '../modules/rankings';
import { listSchedules } from '../modules/catalogue';
import type { UserRow } from '../modules/users';
import { requireUser, type SeedContext } from './context';
import type { SeededCompetition } from './competition-step';
import { seededRandom, type Random } from './random';

const SHARERS_PER_COMPETITION = 4;
const STAFF = 'staff@dcic.example';

const COMMENTS = [
  '学习了，特征构造很有启发！',
  '请问目标编码是在折内做的吗？',
  '感谢开源，复现成功了。',
  '时间窗口选多长比较合适？',
  '代码结构很清晰，赞！',
];
const COMMENTS_EN = [
  'Thanks for sharing, very clean code.',
  'Did you tune the learning rate per fold?',
  'Great write-up, reproduced it in an hour.',
];

function shareText(random: Random, english: boolean, team: string) {
  return english
    ? {
        title: `${team}: our solution`,
        description: random.pick([
          'Five-fold CV, target encoding, three models blended.',
          'Gradient boosting with careful validation; notebook included.',
        ]),
      }
    : {
        title: `${team} 方案分享`,
        description: random.pick([
          '五折交叉验证，目标编码与时间窗口统计特征，最终融合三个模型。',
          'LightGBM 基线加特征筛选，附完整训练脚本。',
          '深度模型与树模型融合，README 中有复现步骤。',
        ]),
      };
}

/** Shares the team's code (once) with a few comments; answers the new share's id, or null when it existed. */
async function shareOf(
  ctx: SeedContext,
  seeded: SeededCompetition,
  member: UserRow,
  teamId: number,
  teamName: string,
  random: Random,
): Promise<number | null> {
  if ((await sharedCodeOf(ctx.app.db, [teamId])).length > 0) return null;
  const english = /^[A-Za-z]/.test(teamName);
  const { competition } = seeded.arena;
  const share = await shareLink(
    ctx.app,
    member,
    { cmptId: competition.id, url: `https://git.example.com/dcic/${competition.slug}-${teamId}`, ...shareText(random, english, teamName) },
    'zh-CN',
  );
  for (const reader of random.shuffle(ctx.people).slice(0, random.int(1, 3))) {
    await addComment(ctx.app, reader, { procedureId: share.id, content: random.pick(english ? COMMENTS_EN : COMMENTS) });
    ctx.tally.comments += 1;
  }
  ctx.tally.shares += 1;
  return share.id;
}

async function shareBest(ctx: SeedContext, seeded: SeededCompetition): Promise<void> {
  const { competition } = seeded.arena;
  const random = seededRandom(`dcic-demo/${competition.slug}/shares`);
  const known = [...ctx.people, ...Object.values(ctx.readme)].filter((user): user is UserRow => Boolean(user));
  const members = new Map(known.map((user) => [user.id, user]));
  const board = await rankings(
    ctx.app.db,
    competition,
    await listSchedules(ctx.app.db, competition.id),
    { page: 1, perSize: SHARERS_PER_COMPETITION },
    ctx.now,
  );
  for (const row of board.list) {
    const member = row.members.map((m) => members.get(m.id)).find(Boolean);
    if (member) await shareOf(ctx, seeded, member, row.teamId, row.teamName, random);
  }
  // The README captain of an ended competition shares too; the Chinese demo account says thanks.
  const { 'demo-en': captain, demo: reader } = ctx.readme;
  const team = captain && (await teamOfUser(ctx.app.db, competition.id, captain.id));
  if (!team) return;
  const shared = await shareOf(ctx, seeded, captain, team.id, team.name, random);
  if (!shared || !reader) return;
  await addComment(ctx.app, reader, { procedureId: shared, content: '学习了，负载特征做得很细，感谢分享！' });
  ctx.tally.comments += 1;
}

/** Staff flag the third team of the board; its captain appeals. */
async function cheatingCase(ctx: SeedContext, seeded: SeededCompetition): Promise<void> {
  const { competition } = seeded.arena;
  if ((await cheatCases(ctx.app, competition.id)).flagged.length > 0) return;
  const board = await rankings(ctx.app.db, competition, await listSchedules(ctx.app.db, competition.id), { page: 1, perSize: 3 }, ctx.now);
  const suspect = board.list[2];
  const team = seeded.plan.teams.find((t) => t.name === suspect?.teamName);
  if (!suspect || !team) return;
  await flagCheating(ctx.app, competition.id, suspect.teamId, '多个账号提交的预测文件高度一致，疑似共享答案。', STAFF);
  const captain = requireUser(ctx, team.members[0]!);
  await appeal(ctx.app, competition.id, captain, {
    teamId: suspect.teamId,
    content: '我们的相似度来自同一个公开基线，附上每次提交的代码记录，请复核。',
  });
}

export async function seedSharesAndAppeals(ctx: SeedContext, seeded: SeededCompetition[]): Promise<void> {
  for (const competition of seeded) {
    if (!competition.arena.running) await shareBest(ctx, competition);
  }
  const running = seeded.find((s) => s.plan.slug === 'healthcare-triage-levels');
  if (running) await cheatingCase(ctx, running);
}
