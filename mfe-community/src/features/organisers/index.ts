export { ApplyPage } from './components/apply-page';
export { ManagePage } from './components/manage-page';
