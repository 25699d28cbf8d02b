// The catalogue: race categories, tags, industries, and the competitions with their schedules as
// competition bundles define them (imported by the CLI), with the time rules of spec §4 and the
// folders their files live in. No routes: the competitions module serves the catalogue.
export { exportBundle } from './bundle/export-bundle';
export { BundleError, importBundle } from './bundle/import-bundle';
export { resolveTime, TimeExpression } from './bundle/manifest';
export { catalogueChanged, competitionWithSchedules } from './cached';
export { allIndustries, allRaces, allTags, competitionOrFail, findCompetition, listSchedules, tagLinksOf } from './repository';
export { competitions, competitionTagLinks, competitionTags, schedules, type CompetitionRow, type ScheduleRow } from './schema';
export { competitionFolder, uploadsFolder } from './storage';
export * from './time-rules';
