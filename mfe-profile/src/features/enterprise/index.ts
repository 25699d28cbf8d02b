export { EnterpriseApplication } from './components/enterprise-application';
