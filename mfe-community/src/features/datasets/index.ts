// The datasets catalogue: `/datasets`, a dataset's page, the publish and edit forms, and the home page's latest datasets.
// The home page imports this file for its section, so the pages load with their route, not with it.
import { lazy } from 'react';
import './datasets.css';

export { LatestDatasets } from './components/latest-datasets';
export const DatasetPage = lazy(() => import('./components/dataset-page').then((m) => ({ default: m.DatasetPage })));
export const EditDatasetPage = lazy(() => import('./components/edit-page').then((m) => ({ default: m.EditDatasetPage })));
export const DatasetsPage = lazy(() => import('./components/datasets-page').then((m) => ({ default: m.DatasetsPage })));
export const PublishDatasetPage = lazy(() => import('./components/publish-page').then((m) => ({ default: m.PublishDatasetPage })));
