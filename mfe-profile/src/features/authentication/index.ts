export { AuthenticationPanel } from './components/authentication-panel';
