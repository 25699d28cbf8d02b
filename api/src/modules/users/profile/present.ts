// Rows of the profile pieces as the contract shows them.
import type { Accomplishment, Accomplishments, Career, Education, Skill } from '@dcic/shared/contract';
import type { AccomplishmentRow, userEducations, userSkills, userWorks } from '../schema';

export const toSkill = (row: typeof userSkills.$inferSelect): Skill => ({ userSkillId: row.id, skillName: row.skillName });

export const toCareer = (row: typeof userWorks.$inferSelect): Career => ({
  userWorkId: row.id,
  workStartTime: row.workStartTime,
  workEndTime: row.workEndTime,
  jobName: row.jobName,
  companyName: row.companyName,
});

export const toEducation = (row: typeof userEducations.$inferSelect): Education => ({
  userEduId: row.id,
  eduStartTime: row.eduStartTime,
  eduEndTime: row.eduEndTime,
  majorName: row.majorName,
  schoolName: row.schoolName,
  degreeName: row.degreeName,
});

export function toAccomplishment(row: AccomplishmentRow): Accomplishment {
  return {
    shipDeleteId: row.id,
    kind: row.kind,
    name: row.name,
    getTime: row.getTime,
    organization: row.organization,
    description: row.description,
  };
}

export function groupAccomplishments(rows: AccomplishmentRow[]): Accomplishments {
  const groups: Accomplishments = { article: [], project: [], prize: [], others: [] };
  for (const row of rows) groups[row.kind].push(toAccomplishment(row));
  return groups;
}
