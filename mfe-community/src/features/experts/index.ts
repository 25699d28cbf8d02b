export { ExpertsPage } from './components/experts-page';
