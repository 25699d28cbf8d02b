import {
  createNews,
  deleteNews,
  getHomeContent,
  getNews,
  getSiteStats,
  listNews,
  listNewsCategories,
  updateNews,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import * as news from './service';
import { cachedHomeContent } from './home';
import { siteStats } from './stats';

async function contentRoutes(app: FastifyInstance) {
  route(app, listNews, (request) => {
    const { category, search, page, per_page } = request.query;
    return news.listNews(app, { category, search, page, perPage: per_page, now: new Date() }, request.lang);
  });
  route(app, getNews, (request) => news.readNews(app, request.params.id, request.lang, new Date()));
  route(app, listNewsCategories, (request) => news.newsCategories(app, request.lang, new Date()));
  route(app, getSiteStats, () => siteStats(app.db, new Date()));
  route(app, getHomeContent, (request) => cachedHomeContent(app, request.lang, new Date()));

  // Writes are staff endpoints in the contract: route() lets only STAFF_ACCOUNTS through.
  route(app, createNews, (request) => news.createNews(app, request.body, new Date()));
  route(app, updateNews, (request) => news.updateNews(app, request.params.id, request.body, new Date()));
  route(app, deleteNews, (request) => news.deleteNews(app, request.params.id));
}

export default fp(contentRoutes, {
  name: 'content-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['database', 'auth', 'errors'],
});
