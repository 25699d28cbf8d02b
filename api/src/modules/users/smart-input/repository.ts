// SQL of the smart input: values users entered for a profile field, most used first, taken only from
// parts of profiles their owners show (a hidden school or company never turns up as a suggestion).
import type { SmartInputKind } from '@dcic/shared/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { containsPattern, escapeLike } from '../../../lib/like-pattern';
import { userEducations, userPrivateSettings, userSkills, users, userWorks } from '../schema';

interface Source {
  /** `value` and `user_id` of every entry. */
  entries: SQL;
  /** The privacy column that must not hide it; null for parts every profile shows. */
  shownBy: SQL | null;
}

const SOURCES: Record<SmartInputKind, Source> = {
  school: {
    entries: sql`select ${userEducations.schoolName} as value, ${userEducations.userId} as user_id from ${userEducations}`,
    shownBy: sql`ps.show_education`,
  },
  major: {
    entries: sql`select ${userEducations.majorName} as value, ${userEducations.userId} as user_id from ${userEducations}`,
    shownBy: sql`ps.show_education`,
  },
  company: {
    entries: sql`select ${userWorks.companyName} as value, ${userWorks.userId} as user_id from ${userWorks}`,
    shownBy: sql`ps.show_career`,
  },
  job: {
    entries: sql`select ${userWorks.jobName} as value, ${userWorks.userId} as user_id from ${userWorks}`,
    shownBy: sql`ps.show_career`,
  },
  skill: { entries: sql`select ${userSkills.skillName} as value, ${userSkills.userId} as user_id from ${userSkills}`, shownBy: null },
  city: {
    entries: sql`select ${users.location} as value, ${users.id} as user_id from ${users} where ${users.location} is not null`,
    shownBy: null,
  },
};

/** Values containing the keyword (any case): those that start with it first, then the most used. */
export async function suggestions(db: Db, kind: SmartInputKind, keyword: string, limit: number): Promise<string[]> {
  const { entries, shownBy } = SOURCES[kind];
  const contains = containsPattern(keyword);
  const starts = `${escapeLike(keyword)}%`;
  const shown = shownBy ? sql`and coalesce(${shownBy}, true)` : sql``;
  const result = await db.execute(sql`
    select e.value, count(distinct e.user_id) as users
    from (${entries}) e
    left join ${userPrivateSettings} ps on ps.user_id = e.user_id
    where e.value ilike ${contains} ${shown}
    group by e.value
    order by (e.value ilike ${starts}) desc, users desc, length(e.value), e.value
    limit ${limit}
  `);
  return (result as unknown as { rows: Array<{ value: string }> }).rows.map((row) => row.value);
}
