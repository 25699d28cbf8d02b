// Information and news: the `/information` list and an item's page; the home page shows the latest items with its cover and meta.
export { InformationPage } from './components/information-page';
export { NewsCover } from './components/news-cover';
export { NewsMeta } from './components/news-meta';
export { NewsPage } from './components/news-page';
export { informationFirstView, newsFirstView } from './first-view';
