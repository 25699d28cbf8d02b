// The datasets catalogue: `/datasets`, a dataset's page, the publish form, and the home page's latest datasets.
// The home page imports this file for its section, so the pages load with their route, not with it.
import { lazy } from 'react';
import './datasets.css';

export { LatestDatasets } from './components/latest-datasets';
export const DatasetPage = lazy(() => import('./components/dataset-page').then((m) => ({ default: m.DatasetPage })));
export const DatasetsPage = lazy(() => import('./components/datasets-page').then((m) => ({ default: m.DatasetsPage })));
export const PublishDatasetPage = lazy(() => import('./components/publish-page').then((m) => ({ default: m.PublishDatasetPage })));
