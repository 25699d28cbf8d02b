// Projects of the review: the filtered lists, moving projects between candidates, preliminaries and the
// recycle bin, the intention mark, and a project's page (documents, team, signup form, history, reviews).
export { useSetIntention } from './api/set-intention';
export { useSetStatus } from './api/set-status';
export { ProjectDrawer } from './components/project-drawer';
export { ProjectListArea } from './components/project-list-area';
