// The README accounts' side of the demo: a filled profile, earlier notices read, conversations with
// their teammates (the last line of each still unread), follows both ways. Made once: the first
// planned conversation existing means it was done.
import { conversation, markAllNoticesRead, markMessagesRead } from '../modules/inbox';
import type { UserRow } from '../modules/users';
import { requireUser, type SeedContext } from './context';
import type { SeededCompetition } from './competition-step';
import type { Member, ReadmeKey } from './readme-plan';
import { fillReadmeProfile } from './readme-profiles';
import { converse, follows } from './social-step';

interface Partners {
  /** The demo person in 演示队 (big data). */
  mate: UserRow;
  /** The demo captain of 守网者 (network intrusion), the team the Chinese demo account joined. */
  captain: UserRow;
  /** A demo person in Demo Squad (hotline routing). */
  squadMate: UserRow;
  /** The captain the teammate account asked to join. */
  askedCaptain: UserRow;
}

function partnersOf(ctx: SeedContext, seeded: SeededCompetition[]): Partners {
  const demoMember = (slug: string, team: string, fallback: number): UserRow => {
    const plan = seeded.find((s) => s.plan.slug === slug)?.plan;
    const member = plan?.teams.find((t) => t.name === team)?.members.find((m): m is number => typeof m === 'number');
    return ctx.people[member ?? fallback]!;
  };
  const gov = seeded.find((s) => s.plan.slug === 'government-hotline-routing')?.plan;
  const asked = gov?.requests.find((request) => request.from === 'teammate');
  const askedCaptain: Member = asked ? gov!.teams[asked.team]!.members[0]! : 3;
  return {
    mate: demoMember('big-data-credit-default', '演示队', 0),
    captain: demoMember('network-intrusion-detection', '守网者', 1),
    squadMate: demoMember('government-hotline-routing', 'Demo Squad', 2),
    askedCaptain: requireUser(ctx, askedCaptain),
  };
}

export async function seedReadmeSocial(ctx: SeedContext, seeded: SeededCompetition[]): Promise<void> {
  const db = ctx.app.db;
  const { demo, 'demo-en': english, teammate } = ctx.readme;
  if (!demo || !english || !teammate) return;
  const partners = partnersOf(ctx, seeded);
  if ((await conversation(db, partners.mate.id, demo.id, { page: 1, per_page: 1 })).total > 0) return;

  for (const key of Object.keys(ctx.readme) as ReadmeKey[]) ctx.readme[key] = await fillReadmeProfile(ctx, key, ctx.readme[key]!);
  // What happened while the teams formed and the first scores came in has been seen.
  for (const user of [demo, english, teammate]) await markAllNoticesRead(db, user.id);

  const dialogues: Array<[UserRow, UserRow, string[]]> = [
    [partners.mate, demo, ['你好队长，我刚交了一版，A 榜涨了 0.01，你看看日志？']],
    [
      teammate,
      demo,
      [
        '队长，我把特征工程的代码推到仓库了，有空帮我看看？',
        '看了，交叉验证那块写得很好。今晚我们再交一版？',
        '好！我再调一下正则项，九点前发你。',
      ],
    ],
    [
      partners.captain,
      demo,
      ['欢迎加入守网者！明天上午十点线上对一下思路？', '好的，准时到。', '我把流量日志的特征整理好了，链接在队伍公告里。'],
    ],
    [
      demo,
      english,
      ['你好！看到你在政务热线那题的成绩，交流一下文本分类的思路？', 'Sure! TF-IDF with a linear model is a strong baseline there.'],
    ],
    [
      english,
      partners.squadMate,
      ["Let's try a stacked model tonight.", "Great job on today's submission, we moved up on the leaderboard!"],
    ],
    [english, teammate, ['Thanks for the Kunpeng write-up, 小李! Great work.', '不客气！下次比赛继续组队 🙌']],
    [partners.askedCaptain, teammate, ['你好小李，收到你的入队申请了，我们晚上讨论一下再回复你。']],
  ];
  for (const [a, b, lines] of dialogues) {
    const sent = await converse(ctx, a, b, lines);
    // Everything but the last line of each conversation has been read.
    for (const { id, receiverId } of sent.slice(0, -1)) await markMessagesRead(db, receiverId, [id]);
  }

  const followings: Array<[UserRow, UserRow]> = [
    [demo, teammate],
    [teammate, demo],
    [demo, english],
    [english, demo],
    [demo, partners.captain],
    [demo, partners.mate],
    [english, partners.squadMate],
    [teammate, partners.askedCaptain],
    [partners.mate, demo],
    [partners.captain, demo],
    [partners.squadMate, english],
    [partners.askedCaptain, teammate],
  ];
  for (const n of [4, 5, 6, 7, 8, 9]) followings.push([requireUser(ctx, n), demo]);
  for (const n of [10, 11, 12]) followings.push([requireUser(ctx, n), english], [requireUser(ctx, n + 3), teammate]);
  for (const [who, whom] of followings) await follows(ctx, who, whom);
}
