// The review area's demo: review users of the four roles, projects of the 2019 edition (direct signups
// and entries of the demo solution competition), one open round with a scheme, balanced assignments,
// and the scores of two reviewers so the overview shows averages, a spread and a disagreement. The
// third reviewer (reviewer-2019) has scored nothing yet: that is the account to try scoring with.
// Runs once: a database that already has the demo manager is left as it is.
import { DEFAULT_REVIEW_YEAR, type Criterion, type SignupForm } from '@dcic/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { FileStore } from '../../lib/file-store';
import { planAssignments } from './assign-plan';
import { audit } from './audit';
import { addEntry, addSignup } from './demo-data';
import { demoPdf } from './demo-files';
import { competitions } from './entries-tables';
import { syncEntries } from './project-repository';
import { createReviewUser, findReviewUser } from './review-users';
import { reviewAssignments, reviewProjects, reviewRounds } from './schema';
import { weightedTotal } from './scoring';

export const DEMO_REVIEW_PASSWORD = 'Review1234';

const DEMO_REVIEW_USERS = [
  { account: 'manager-2019', name: '评审管理员', role: 0 },
  { account: 'pilot-2019', name: '试点意向观察员', role: 1 },
  { account: 'reviewer-2019', name: '张评审', role: 2, expertType: 'evaluation-expert' },
  { account: 'lin-2019', name: '林专家', role: 2, expertType: 'professional-tutor' },
  { account: 'zhou-2019', name: '周专家', role: 2, expertType: 'ccf-committee' },
  { account: 'overview-2019', name: '项目总览员', role: 3 },
] as const;

const SCHEME: Criterion[] = [
  { key: 'innovation', name: '创新性', weight: 40, min: 0, max: 10 },
  { key: 'feasibility', name: '可行性', weight: 30, min: 0, max: 10 },
  { key: 'value', name: '应用价值', weight: 30, min: 0, max: 10 },
];

const signup = (projectName: string, organisation: string, track: string, summary: string, members: string[]): SignupForm => ({
  projectName,
  organisation,
  contactName: members[0]!,
  contactPhone: '0591-00000000',
  contactEmail: 'contact@dcic.example',
  track,
  summary,
  members,
});

const SIGNUPS: Array<{ form: SignupForm; status: 'candidate' | 'preliminary' | 'recycled'; intention: boolean }> = [
  {
    form: signup('城市数据中台', '福州数字城市研究院', '数字政府', '汇聚城市运行数据，为政务决策提供统一的数据服务。', ['陈晨', '王磊']),
    status: 'preliminary',
    intention: true,
  },
  {
    form: signup('智慧医疗分诊助手', '闽江医学信息实验室', '智慧医疗', '根据症状描述给出分诊建议，缩短急诊等候时间。', ['林静', '黄涛']),
    status: 'preliminary',
    intention: false,
  },
  {
    form: signup('乡村振兴电商平台', '宁德乡村数字服务中心', '大数据', '连接农户与城市消费者，用数据指导种植与销售。', ['郑好', '吴越']),
    status: 'preliminary',
    intention: false,
  },
  {
    form: signup('海上风电运维预测', '平潭能源数据公司', '大数据', '预测风机故障，提前安排运维船只与人员。', ['许航', '高远']),
    status: 'candidate',
    intention: true,
  },
  {
    form: signup('重复报名的项目', '测试单位', '数字政府', '同一团队的重复报名，已移入回收站。', ['重复']),
    status: 'recycled',
    intention: false,
  },
];

const ENTRY_COMPETITION = 'party-building-knowledge-graph';
const ENTRIES: Array<{ team: string; members: string[]; status: 'candidate' | 'preliminary' }> = [
  { team: '红旗渠队', members: ['李明', '赵芳', '孙强'], status: 'preliminary' },
  { team: '星火队', members: ['周洁', '钱进'], status: 'preliminary' },
  { team: '知行队', members: ['冯雪', '何平'], status: 'preliminary' },
  { team: '追光队', members: ['蒋帆', '韩梅'], status: 'candidate' },
];

/** Scores of the two reviewers who finished, by project (in order of the preliminary projects). */
const FINISHED_SCORES: Array<Record<string, number>> = [
  { innovation: 8, feasibility: 7, value: 8 },
  { innovation: 6, feasibility: 8, value: 7 },
  { innovation: 9, feasibility: 6, value: 9 },
  { innovation: 7, feasibility: 7, value: 6 },
  { innovation: 5, feasibility: 6, value: 5 },
  { innovation: 9, feasibility: 9, value: 8 },
];

export async function seedReviewDemo(db: Db, files: FileStore): Promise<{ created: boolean }> {
  if (await findReviewUser(db, 'manager-2019')) return { created: false };
  const userIds = new Map<string, number>();
  for (const user of DEMO_REVIEW_USERS) {
    const row = await createReviewUser(db, { ...user, password: DEMO_REVIEW_PASSWORD });
    userIds.set(user.account, row.id);
  }

  const projectIds: number[] = [];
  for (const item of SIGNUPS) {
    const id = await addSignup(db, files, DEFAULT_REVIEW_YEAR, item.form, [
      { fileName: `${item.form.projectName}.pdf`, content: demoPdf(`DCIC ${DEFAULT_REVIEW_YEAR} project plan`) },
    ]);
    await db
      .update(reviewProjects)
      .set({ status: item.status, intention: item.intention, recycledFrom: item.status === 'recycled' ? 'candidate' : null })
      .where(eq(reviewProjects.id, id));
    projectIds.push(id);
  }

  const [competition] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.slug, ENTRY_COMPETITION));
  if (competition) {
    for (const [index, entry] of ENTRIES.entries()) {
      const teamId = await addEntry(db, files, {
        competitionId: competition.id,
        teamName: entry.team,
        members: entry.members.map((name, member) => ({ ssoId: `review-demo-${index}-${member}`, name })),
        documents: [{ fileName: `${entry.team}-方案.pdf`, content: demoPdf(`Team ${index + 1} solution`) }],
      });
      await syncEntries(db);
      // The demo shows one edition, the one the review area opens on, so its entries are filed under it.
      const [project] = await db
        .update(reviewProjects)
        .set({ yearTag: DEFAULT_REVIEW_YEAR, status: entry.status })
        .where(eq(reviewProjects.teamId, teamId))
        .returning({ id: reviewProjects.id });
      projectIds.push(project!.id);
    }
  }

  const [round] = await db
    .insert(reviewRounds)
    .values({
      name: `${DEFAULT_REVIEW_YEAR} 年度初审`,
      yearTag: DEFAULT_REVIEW_YEAR,
      state: 'open',
      reviewersPerProject: 2,
      scheme: SCHEME,
      createdBy: userIds.get('manager-2019')!,
      openedAt: new Date(),
    })
    .returning();
  const preliminary = await db
    .select({ id: reviewProjects.id })
    .from(reviewProjects)
    .where(and(inArray(reviewProjects.id, projectIds), eq(reviewProjects.status, 'preliminary')));
  const reviewerIds = ['reviewer-2019', 'lin-2019', 'zhou-2019'].map((account) => userIds.get(account)!);
  const pairs = planAssignments(
    preliminary.map((p) => p.id),
    reviewerIds,
    2,
    [],
  );
  const finished = new Set([userIds.get('lin-2019'), userIds.get('zhou-2019')]);
  const order = [...preliminary.map((p) => p.id)].sort((a, b) => a - b);
  const now = new Date();
  await db.insert(reviewAssignments).values(
    pairs.map((pair) => {
      if (!finished.has(pair.reviewerId)) return { roundId: round!.id, ...pair };
      const base = FINISHED_SCORES[order.indexOf(pair.projectId) % FINISHED_SCORES.length]!;
      // The two finished reviewers see the last project very differently: a flagged disagreement.
      const disagree = pair.projectId === order[order.length - 1] && pair.reviewerId === userIds.get('zhou-2019');
      const scores = disagree ? { innovation: 4, feasibility: 3, value: 4 } : base;
      return {
        roundId: round!.id,
        ...pair,
        state: 'submitted' as const,
        scores,
        comment: '材料完整，思路清晰。',
        total: weightedTotal(SCHEME, scores),
        updatedAt: now,
        submittedAt: now,
      };
    }),
  );
  await audit(db, {
    actorId: null,
    action: 'demo.seed',
    roundId: round!.id,
    detail: { projects: projectIds.length, assignments: pairs.length },
  });
  return { created: true };
}
