export { AccountPanel } from './components/account-panel';
