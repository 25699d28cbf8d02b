import type { FirstViewRoute } from '@dcic/shared/first-view';
import { getDatasetFacets, listDatasets } from '@dcic/shared/contract';
import { datasetFacetsQuery } from './api/dataset-facets';
import { datasetListQuery } from './api/dataset-list';
import { DatasetsPage } from './components/datasets-page';
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
