export { pageQuery } from './api/page';
export { pageListQuery, usePageList } from './api/page-list';
export { MarkdownBody } from './components/markdown-body';
export { PageArticle } from './components/page-article';
export { SitePage } from './components/site-page';
