export { LoadingBar } from './components/loading-bar';
