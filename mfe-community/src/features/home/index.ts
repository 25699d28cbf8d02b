export { HomePage } from './components/home-page';
export { homeContentQuery } from './api/home-content';
