import type { FirstViewRoute } from '@dcic/shared/first-view';
import { getDataset, getDatasetFacets, listDatasets } from '@dcic/shared/contract';
import { datasetQuery } from './api/dataset-detail';
import { datasetFacetsQuery } from './api/dataset-facets';
import { datasetListQuery } from './api/dataset-list';
import { DatasetPage } from './components/dataset-page';
import { DatasetsPage } from './components/datasets-page';
import { datasetIdFrom } from './lib/dataset-id';
import { datasetQueryFrom } from './lib/list-query';

/**
 * `/datasets` on the server: the filters and the page of datasets its address asks for (the catalogue
 * is the same for everybody). Imported by the area's first view alone: the browser loads the page with
 * its route (features/datasets/index.ts).
 */
export const datasetsFirstView: FirstViewRoute = {
  path: '/datasets',
  element: <DatasetsPage />,
  load: async ({ search, call }) => {
    const query = datasetQueryFrom(search);
    const [facets, list] = await Promise.all([call(getDatasetFacets, {}), call(listDatasets, { query })]);
    return [
      [datasetFacetsQuery().queryKey, facets],
      [datasetListQuery(query).queryKey, list],
    ];
  },
};

/**
 * A dataset's page on the server: its description, files and linked competitions. Its publisher and
 * staff see more there (a hidden dataset, the edit and hide buttons): a signed-in user's page is
 * rendered with their session. `/datasets/new` and a dataset that is not there are the browser's.
 */
export const datasetFirstView: FirstViewRoute = {
  path: '/datasets/:id',
  element: <DatasetPage />,
  session: 'viewer',
  load: async ({ params, call }) => {
    const id = datasetIdFrom(params.id);
    if (id === null) return null;
    return [[datasetQuery(id).queryKey, await call(getDataset, { params: { id } })]];
  },
};
