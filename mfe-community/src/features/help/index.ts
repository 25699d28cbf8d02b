export { HelpPage } from './components/help-page';
export { helpFirstView } from './first-view';
