// The plan of one competition's demo: its teams (names, members, mentor), the players still looking
// for a team, and each team's submissions (who, which day, how good, or which defect). A pure function
// of the competition's slug and the size: a later run plans the same and so finds what the first made.
import { METRIC_INFO, type MetricName } from '../scoring';
import { mentorOf } from './people';
import { seededRandom, type Random } from './random';
import { readmeRequestsOf, readmeTeamsOf, type Member, type ReadmeKey } from './readme-plan';
import { announcementOf, joinMessageOf, teamNames } from './team-names';

export interface DemoSize {
  /** Demo people made (and drawn from for every competition). */
  people: number;
  /** Teams of demo people per competition (the README accounts' teams come on top). */
  teams: readonly [number, number];
  /** Days over which a team's submissions spread, today included. */
  days: number;
  /** Scored submissions per team. */
  submissions: readonly [number, number];
}

export const DEMO_SIZES = {
  full: { people: 160, teams: [20, 32], days: 9, submissions: [2, 6] },
  // The same shapes with less of everything, for tests.
  small: { people: 80, teams: [20, 21], days: 3, submissions: [1, 2] },
} as const satisfies Record<string, DemoSize>;

export type DemoSizeName = keyof typeof DEMO_SIZES;

/** Ways a file is malformed; each becomes an error submission with its reason. */
export type Defect = 'not-a-number' | 'not-a-probability' | 'wrong-header' | 'missing-rows' | 'duplicate-id' | 'extra-column';

interface SubmissionPlan {
  by: Member;
  /** Days before the last day of activity (0: that day, today while the competition runs). */
  day: number;
  /** Where in that day, 0 to 1. */
  at: number;
  /** 0 to 1: how close the prediction comes to the answer. */
  quality: number;
  defect: Defect | null;
  fileName: string;
}

export interface TeamPlan {
  name: string;
  english: boolean;
  /** The captain first. */
  members: Member[];
  /** Members who ask and are accepted (a notice each way); the others join with the invitation code. */
  askToJoin: Member[];
  mentor: string;
  organisation: string;
  announcement: string;
  /** Whether the team still takes requests once formed. */
  open: boolean;
  /** Oldest first. */
  submissions: SubmissionPlan[];
}

export interface JoinRequestPlan {
  from: Member;
  /** Index into the competition's teams. */
  team: number;
  message: string;
}

export interface CompetitionPlan {
  slug: string;
  /** Teams of demo people, then the README accounts' teams. */
  teams: TeamPlan[];
  /** How many of `teams` are teams of demo people only. */
  demoTeams: number;
  /** Players signed up without a team. */
  loners: Member[];
  /** Requests that stay waiting for the captain. */
  requests: JoinRequestPlan[];
}

const FILE_NAMES = [
  'prediction.csv',
  'submit.csv',
  'result.csv',
  'lgb_baseline.csv',
  'xgb_v2.csv',
  'blend_final.csv',
  'cv5_mean.csv',
  'catboost_tuned.csv',
];
const TEAM_SIZES = [1, 2, 2, 2, 3, 3, 3, 4, 4, 5];

function defectsFor(metric: MetricName): Defect[] {
  const info = METRIC_INFO[metric];
  // A label the answer does not know is a wrong prediction, not a malformed file.
  const common: Defect[] = ['wrong-header', 'missing-rows', 'duplicate-id', 'extra-column'];
  if (info.kind === 'label') return common;
  return [...common, 'not-a-number', ...(info.probability ? (['not-a-probability'] as Defect[]) : [])];
}

function planSubmissions(random: Random, size: DemoSize, members: Member[], metric: MetricName, favourite: Member[]): SubmissionPlan[] {
  const skill = 0.15 + 0.8 * random.next() ** 0.7;
  const count = random.int(size.submissions[0], size.submissions[1]);
  const firstDay = random.int(Math.min(count - 1, size.days - 1), size.days - 1);
  const days = Array.from({ length: count }, () => random.int(0, firstDay)).sort((a, b) => b - a);
  // Many teams submit today, so the leaderboard shows rank changes since yesterday.
  if (random.chance(0.5)) days[days.length - 1] = 0;
  const who = () =>
    favourite.length > 0 && random.chance(0.6) ? random.pick(favourite) : random.chance(0.5) ? members[0]! : random.pick(members);
  const scored: SubmissionPlan[] = days.map((day, k) => {
    const progress = count === 1 ? 0.7 : k / (count - 1);
    const quality = Math.min(0.97, Math.max(0.03, skill * (0.55 + 0.45 * progress) + 0.04 * random.normal()));
    return { by: who(), day, at: random.between(0.05, 0.95), quality, defect: null, fileName: random.pick(FILE_NAMES) };
  });
  const errors = random.chance(0.3) ? (random.chance(0.25) ? 2 : 1) : 0;
  const failed: SubmissionPlan[] = Array.from({ length: errors }, () => ({
    by: who(),
    day: random.int(0, firstDay),
    at: random.between(0.05, 0.95),
    quality: 0,
    defect: random.pick(defectsFor(metric)),
    fileName: random.pick(FILE_NAMES),
  }));
  return [...scored, ...failed].sort((a, b) => b.day - a.day || a.at - b.at);
}

function takeMembers(pool: number[], wanted: number): number[] {
  return pool.splice(0, Math.min(wanted, pool.length));
}

export function planCompetition(slug: string, metric: MetricName, size: DemoSize): CompetitionPlan {
  const random = seededRandom(`dcic-demo/${slug}`);
  const pool = random.child('people').shuffle(Array.from({ length: size.people }, (_, i) => i));
  const teams: TeamPlan[] = [];

  // The README accounts' teams take their demo members first, so no one is in two teams.
  const readmeTeams = readmeTeamsOf(slug).map((spec) => ({ spec, helpers: takeMembers(pool, spec.demoMembers) }));

  const count = random.child('count').int(size.teams[0], size.teams[1]);
  const names = teamNames(random.child('names'), count);
  for (const [i, { name, english }] of names.entries()) {
    const own = random.child(`team-${i}`);
    const members = takeMembers(pool, own.pick(TEAM_SIZES));
    if (members.length === 0) break;
    const { mentor, organisation } = mentorOf(own, english);
    teams.push({
      name,
      english,
      members,
      askToJoin: [],
      mentor,
      organisation,
      announcement: announcementOf(own, english),
      open: members.length < 5 && own.chance(0.8),
      submissions: planSubmissions(own.child('submissions'), size, members, metric, []),
    });
  }
  const demoTeams = teams.length;

  for (const { spec, helpers } of readmeTeams) {
    const own = random.child(`readme-${spec.name}`);
    const members =
      spec.captain === 'demo-person'
        ? [...helpers.slice(0, 1), ...spec.members, ...helpers.slice(1)]
        : [spec.captain, ...spec.members, ...helpers];
    teams.push({
      name: spec.name,
      english: spec.english,
      members,
      askToJoin: spec.askToJoin,
      mentor: spec.mentor,
      organisation: spec.organisation,
      announcement: spec.announcement,
      open: true,
      submissions: planSubmissions(
        own,
        size,
        members,
        metric,
        [spec.captain, ...spec.members].filter((m): m is ReadmeKey => m !== 'demo-person'),
      ),
    });
  }

  const loners = takeMembers(pool, 4 + readmeTeams.length);
  const requests: JoinRequestPlan[] = [];
  const asking = random.child('requests');
  const open = teams.slice(0, demoTeams).flatMap((team, index) => (team.open && team.members.length < 4 ? [index] : []));
  const ask = (from: Member) => {
    if (open.length === 0) return;
    const team = open.splice(asking.int(0, open.length - 1), 1)[0]!;
    requests.push({ from, team, message: joinMessageOf(asking, teams[team]!.english) });
  };
  for (const from of loners.slice(0, 4)) ask(from);
  for (const from of readmeRequestsOf(slug)) ask(from);
  // A loner asks each README team, so a README captain has a request waiting.
  for (const [offset, { spec }] of readmeTeams.entries()) {
    const from = loners[4 + offset];
    if (from !== undefined) requests.push({ from, team: demoTeams + offset, message: joinMessageOf(asking, spec.english) });
  }
  return { slug, teams, demoTeams, loners, requests };
}
