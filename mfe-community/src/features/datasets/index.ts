// The datasets catalogue: `/datasets`, a dataset's page, the publish form, and the home page's latest datasets.
import './datasets.css';

export { DatasetPage } from './components/dataset-page';
export { DatasetsPage } from './components/datasets-page';
export { LatestDatasets } from './components/latest-datasets';
export { PublishDatasetPage } from './components/publish-page';
