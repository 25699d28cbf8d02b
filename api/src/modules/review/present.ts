import type { Lang, ProjectSummary, Round } from '@dcic/shared/contract';
import type { ProjectRecord } from './project-repository';
import type { ReviewRoundRow } from './schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentProject(
  { project, teamName, competitionNameZh, competitionNameEn, documentCount }: ProjectRecord,
  lang: Lang,
): ProjectSummary {
  const competitionName = lang === 'en-US' ? (competitionNameEn ?? competitionNameZh) : (competitionNameZh ?? competitionNameEn);
  return {
    id: project.id,
    source: project.source,
    title: project.signup?.projectName ?? teamName ?? '',
    yearTag: project.yearTag,
    status: project.status,
    recycledFrom: project.recycledFrom ?? null,
    intention: project.intention,
    competition: project.competitionId !== null && competitionName !== null ? { id: project.competitionId, name: competitionName } : null,
    team: project.teamId !== null && teamName !== null ? { id: project.teamId, name: teamName } : null,
    organisation: project.signup?.organisation ?? null,
    documentCount,
    createdAt: project.createdAt.toISOString(),
  };
}

export function presentRound(row: ReviewRoundRow): Round {
  return {
    id: row.id,
    name: row.name,
    yearTag: row.yearTag,
    state: row.state,
    reviewersPerProject: row.reviewersPerProject,
    scheme: row.scheme,
    createdAt: row.createdAt.toISOString(),
    openedAt: iso(row.openedAt),
    closedAt: iso(row.closedAt),
    publishedAt: iso(row.publishedAt),
  };
}
