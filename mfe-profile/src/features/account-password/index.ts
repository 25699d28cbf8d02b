export { AccountPasswordSettings } from './components/account-password-settings';
