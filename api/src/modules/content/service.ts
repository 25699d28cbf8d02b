// Rules of information and news: visitors read published items in their language; staff
// (STAFF_ACCOUNTS) write both languages at once.
import {
  NEWS_CATEGORIES,
  NEWS_RELATED_COUNT,
  type createNews as CreateNews,
  type EndpointBody,
  type Lang,
  type NewsCategories,
  type NewsCategory,
  type NewsDetail,
  type NewsList,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { categoryName } from './categories';
import { newsDetail, newsSummary } from './present';
import * as repository from './repository';
import type { NewNewsRow } from './schema';

export interface NewsListOptions {
  category?: NewsCategory;
  search?: string;
  page: number;
  perPage: number;
  now: Date;
}

export async function listNews(app: FastifyInstance, options: NewsListOptions, lang: Lang): Promise<NewsList> {
  const { rows, total } = await repository.listNewsRows(
    app.db,
    { category: options.category, search: options.search || undefined, now: options.now },
    options.perPage,
    (options.page - 1) * options.perPage,
  );
  return { list: rows.map((row) => newsSummary(row, lang)), total };
}

/** A published item, counting this reading as a view; unknown and future items are a 404. */
export async function readNews(app: FastifyInstance, id: number, lang: Lang, now: Date): Promise<NewsDetail> {
  const row = await repository.viewNewsRow(app.db, id, now);
  if (!row) raise('NOT_FOUND');
  const related = await repository.relatedNewsRows(app.db, row, NEWS_RELATED_COUNT, now);
  return newsDetail(row, related, lang);
}

/** Every category, in tab order, with its published items counted (zero included). */
export async function newsCategories(app: FastifyInstance, lang: Lang, now: Date): Promise<NewsCategories> {
  const counts = await repository.countNewsByCategory(app.db, now);
  return NEWS_CATEGORIES.map((code) => ({ ...categoryName(code, lang), count: counts.get(code) ?? 0 }));
}

/** An item as staff write it and as a bundle gives it: both languages at once. */
export type NewsFields = EndpointBody<typeof CreateNews>;

/** The columns of an item written by staff or read from a bundle. */
export function newsColumns(fields: NewsFields, now: Date): Omit<NewNewsRow, 'id'> {
  return {
    category: fields.category,
    titleZh: fields['zh-CN'].title,
    titleEn: fields['en-US'].title,
    bodyZh: fields['zh-CN'].body,
    bodyEn: fields['en-US'].body,
    coverUrl: fields.coverUrl,
    source: fields.source,
    publishedAt: fields.publishedAt ? new Date(fields.publishedAt) : now,
  };
}

export async function createNews(app: FastifyInstance, fields: NewsFields, now: Date): Promise<{ id: number }> {
  return { id: await repository.insertNewsRow(app.db, newsColumns(fields, now)) };
}

export async function updateNews(app: FastifyInstance, id: number, fields: NewsFields, now: Date): Promise<{ id: number }> {
  if (!(await repository.updateNewsRow(app.db, id, newsColumns(fields, now)))) raise('NOT_FOUND');
  return { id };
}

export async function deleteNews(app: FastifyInstance, id: number): Promise<{ id: number }> {
  if (!(await repository.deleteNewsRow(app.db, id))) raise('NOT_FOUND');
  return { id };
}
