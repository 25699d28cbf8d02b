// Where the README's demo accounts play: one is a captain with a request waiting, one asks to join a
// team, two finished a competition together, and each has a team in a running competition. The
// triage competition is left without them, to show a competition one has not joined.

/** The README's sign-in accounts (password Demo1234), as the single sign-on service seeds them. */
export const README_ACCOUNTS = [
  { key: 'demo', account: '13800000001', name: '演示用户' },
  { key: 'demo-en', account: 'demo@dcic.example', name: 'Demo User' },
  { key: 'teammate', account: '13800000002', name: '队友小李' },
] as const;

export const README_PASSWORD = 'Demo1234';

export type ReadmeKey = (typeof README_ACCOUNTS)[number]['key'];

/** A demo person (their index) or a README account. */
export type Member = number | ReadmeKey;

export interface ReadmeTeamSpec {
  name: string;
  english: boolean;
  /** A README account, or 'demo-person' when a demo person leads and the accounts are members. */
  captain: ReadmeKey | 'demo-person';
  /** README accounts in the team besides the captain. */
  members: ReadmeKey[];
  /** Of those, who asks and is accepted by the captain (the others join with the invitation code). */
  askToJoin: ReadmeKey[];
  /** Demo people in the team (a 'demo-person' captain included). */
  demoMembers: number;
  mentor: string;
  organisation: string;
  announcement: string;
}

const README_TEAMS: Record<string, ReadmeTeamSpec[]> = {
  'big-data-credit-default': [
    {
      name: '演示队',
      english: false,
      captain: 'demo',
      members: ['teammate'],
      askToJoin: ['teammate'],
      demoMembers: 1,
      mentor: '林海峰',
      organisation: '福州大学',
      announcement: '演示账号的队伍：欢迎熟悉风控建模的同学申请加入。',
    },
  ],
  'government-hotline-routing': [
    {
      name: 'Demo Squad',
      english: true,
      captain: 'demo-en',
      members: [],
      askToJoin: [],
      demoMembers: 2,
      mentor: 'Dr. Grace Mitchell',
      organisation: 'Northstar Data Lab',
      announcement: "The English demo account's team. Requests welcome!",
    },
  ],
  'network-intrusion-detection': [
    {
      name: '守网者',
      english: false,
      captain: 'demo-person',
      members: ['demo'],
      askToJoin: [],
      demoMembers: 3,
      mentor: '陈志强',
      organisation: '厦门大学',
      announcement: '入侵检测，稳字当头。',
    },
  ],
  'kunpeng-server-load': [
    {
      name: 'Kunpeng Rangers',
      english: true,
      captain: 'demo-en',
      members: ['teammate'],
      askToJoin: [],
      demoMembers: 1,
      mentor: 'Dr. Samuel Lee',
      organisation: 'Zhejiang University',
      announcement: 'Finished in the top half. Thanks, team!',
    },
  ],
  'chip-yield-estimation': [
    {
      name: '芯片良率攻坚组',
      english: false,
      captain: 'demo',
      members: [],
      askToJoin: [],
      demoMembers: 2,
      mentor: '黄建华',
      organisation: '福建星云数据科技有限公司',
      announcement: '',
    },
  ],
};

/** README accounts that asked to join a team of demo people and wait for its captain. */
const README_REQUESTS: Record<string, ReadmeKey[]> = {
  'government-hotline-routing': ['teammate'],
};

export function readmeTeamsOf(slug: string): ReadmeTeamSpec[] {
  return README_TEAMS[slug] ?? [];
}

export function readmeRequestsOf(slug: string): ReadmeKey[] {
  return README_REQUESTS[slug] ?? [];
}

export function isReadmeKey(member: Member): member is ReadmeKey {
  return typeof member === 'string';
}
