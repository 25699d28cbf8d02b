export { CertificateCheck } from './components/certificate-check';
export { CompetitionHistory } from './components/competition-history';
export { StandingSummary } from './components/standing-summary';
export { userStandingQuery } from './api/user-standing';
