// The competitions feature: the list, a competition's detail (header, rules, datasets), signup.
export { competitionKey } from './api/competition-key';
export { useAuthenticationPrompt } from './components/authentication-prompt';
export { needsAuthentication } from './lib/authentication';
export { competitionQuery, useCompetition } from './api/competition';
export { CompetitionHeader } from './components/competition-header';
export { CompetitionLinks } from './components/competition-links';
export { CompetitionList } from './components/competition-list';
export { CompetitionTabs } from './components/competition-tabs';
export { CompetitionText } from './components/competition-text';
export { DatasetsTab } from './components/datasets-tab';
export { StateBadge } from './components/state-badge';
