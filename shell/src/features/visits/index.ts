export { trackVisits } from './track-visits';
