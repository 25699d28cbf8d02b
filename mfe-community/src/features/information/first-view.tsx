import type { FirstViewRoute } from '@dcic/shared/first-view';
import { MAX_RECORD_ID } from '@dcic/shared/constants';
import { getNews, listNews, listNewsCategories } from '@dcic/shared/contract';
import { newsCategoriesQuery } from './api/news-categories';
import { newsItemQuery } from './api/news-item';
import { newsListQuery } from './api/news-list';
import { InformationPage } from './components/information-page';
import { NewsPage } from './components/news-page';
import { newsQueryFrom } from './lib/list-query';

/** `/information` on the server: the category tabs and the page of news its address asks for. */
export const informationFirstView: FirstViewRoute = {
  path: '/information',
  element: <InformationPage />,
  load: async ({ search, call }) => {
    const query = newsQueryFrom(search);
    const [categories, news] = await Promise.all([call(listNewsCategories, {}), call(listNews, { query })]);
    return [
      [newsCategoriesQuery().queryKey, categories],
      [newsListQuery(query).queryKey, news],
    ];
  },
};

/** A news item on the server (its view counted once: the page's script uses this answer). */
export const newsFirstView: FirstViewRoute = {
  path: '/information/:id',
  element: <NewsPage />,
  load: async ({ params, call }) => {
    const id = Number(params.id);
    if (!/^\d+$/.test(params.id ?? '') || id < 1 || id > MAX_RECORD_ID) return [];
    return [[newsItemQuery(id).queryKey, await call(getNews, { params: { id } })]];
  },
};
