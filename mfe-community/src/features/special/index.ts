export { SpecialListPage } from './components/special-list-page';
export { SpecialPage } from './components/special-page';
