// The profile's datasets tab: what a user published in the datasets catalogue.
export { UserDatasets } from './components/user-datasets';
