export { DcicItemPage } from './components/dcic-item-page';
export { DcicPage } from './components/dcic-page';
