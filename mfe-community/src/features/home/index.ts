export { HomePage, type HomePageProps } from './components/home-page';
