export { SideBar } from './components/side-bar';
