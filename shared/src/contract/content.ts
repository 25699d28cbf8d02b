// Information and news (the community area's `/information` pages and the home page): news items in
// both languages, their categories, staff writes, and the site's live counts.
import { z } from 'zod';
import { IsoDateTime, pageOf, SiteAddress } from './common';
import { RecordId } from './competition-page';
import { PostSummary } from './community';
import { TimeState } from './competitions';
import { DatasetSummary } from './datasets';
import { NEWS_BODY_MAX, NEWS_CATEGORIES, NEWS_PER_PAGE, NEWS_SEARCH_MAX, NEWS_TITLE_MAX } from './constants/news';
import { endpoint } from './endpoint';

const tags = ['content'];

export const NewsCategory = z.enum(NEWS_CATEGORIES).meta({ id: 'NewsCategory' });
export type NewsCategory = z.infer<typeof NewsCategory>;

export const NewsIdParams = z.object({ id: RecordId });

export const NewsListQuery = z.object({
  category: NewsCategory.optional(),
  search: z.string().trim().max(NEWS_SEARCH_MAX).optional().describe('words of the title or body, in either language'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NEWS_PER_PAGE),
});
export type NewsListQuery = z.input<typeof NewsListQuery>;

/** A category with its name in the request's language. */
export const NewsCategoryName = z.object({ code: NewsCategory, name: z.string() });

export const NewsSummary = z
  .object({
    id: z.number().int(),
    category: NewsCategoryName,
    title: z.string(),
    /** The start of the body as plain text. */
    excerpt: z.string(),
    coverUrl: z.string().nullable(),
    source: z.string(),
    publishedAt: IsoDateTime,
    views: z.number().int().min(0),
  })
  .meta({ id: 'NewsSummary' });
export type NewsSummary = z.infer<typeof NewsSummary>;

export const NewsList = pageOf(NewsSummary);
export type NewsList = z.infer<typeof NewsList>;

export const NewsDetail = NewsSummary.extend({
  /** Markdown, rendered by the page with `LazyMarkdown` (`@dcic/shared/markdown`). */
  body: z.string(),
  related: z.array(NewsSummary).describe('the latest other items of the same category'),
}).meta({ id: 'NewsDetail' });
export type NewsDetail = z.infer<typeof NewsDetail>;

export const NewsCategoryCount = NewsCategoryName.extend({ count: z.number().int().min(0) });
export const NewsCategories = z.array(NewsCategoryCount);
export type NewsCategories = z.infer<typeof NewsCategories>;

const Title = z.string().trim().min(1).max(NEWS_TITLE_MAX);
const Body = z.string().trim().min(1).max(NEWS_BODY_MAX);
const LocalisedNews = z.object({ title: Title, body: Body });

/** A news item as staff write it: both languages at once. */
export const NewsInput = z.object({
  category: NewsCategory,
  coverUrl: SiteAddress.nullable().default(null),
  source: z.string().trim().min(1).max(100),
  publishedAt: IsoDateTime.optional().describe('default: now'),
  'zh-CN': LocalisedNews,
  'en-US': LocalisedNews,
});
export type NewsInput = z.input<typeof NewsInput>;

export const NewsWritten = z.object({ id: z.number().int() });

/** Live counts of the home page. */
export const SiteStats = z.object({
  users: z.number().int().min(0).describe('registered users'),
  competitions: z.number().int().min(0),
  news: z.number().int().min(0).describe('published news items'),
  datasets: z.number().int().min(0).describe('datasets in the catalogue (hidden ones left out)'),
});
export type SiteStats = z.infer<typeof SiteStats>;

export const listNews = endpoint({
  method: 'GET',
  path: '/api/content/news',
  access: 'public',
  tags,
  summary: 'Published news items, newest first: by category, searched in both languages',
  query: NewsListQuery,
  response: NewsList,
});

export const getNews = endpoint({
  method: 'GET',
  path: '/api/content/news/:id',
  access: 'public',
  tags,
  summary: 'A published news item (counts a view), with the latest items of its category',
  params: NewsIdParams,
  response: NewsDetail,
  errors: [404],
});

export const listNewsCategories = endpoint({
  method: 'GET',
  path: '/api/content/categories',
  access: 'public',
  tags,
  summary: 'The news categories with their names and how many published items each has',
  response: NewsCategories,
});

export const createNews = endpoint({
  method: 'POST',
  path: '/api/content/news',
  access: 'staff',
  tags,
  summary: 'Publish a news item (staff)',
  body: NewsInput,
  response: NewsWritten,
  successStatus: 201,
});

export const updateNews = endpoint({
  method: 'PUT',
  path: '/api/content/news/:id',
  access: 'staff',
  tags,
  summary: 'Replace a news item (staff); its views stay',
  params: NewsIdParams,
  body: NewsInput,
  response: NewsWritten,
  errors: [404],
  idempotent: true,
});

export const deleteNews = endpoint({
  method: 'DELETE',
  path: '/api/content/news/:id',
  access: 'staff',
  tags,
  summary: 'Delete a news item (staff)',
  params: NewsIdParams,
  response: NewsWritten,
  errors: [404],
  idempotent: true,
});

export const getSiteStats = endpoint({
  method: 'GET',
  path: '/api/content/stats',
  access: 'public',
  tags,
  summary: 'Live counts of the home page: registered users, competitions, news items, datasets',
  response: SiteStats,
});

// The home page's first view in one answer: race banners, competitions by time state, the latest
// news, the figures the contest publishes (configuration), the live counts, the latest datasets and
// the community's hottest posts.

export const HomeBanner = z.object({
  raceId: z.number().int(),
  name: z.string(),
  /** The race's banner image; empty: the page's default image. */
  image: z.string(),
  /** The race's banner address, else the competition list of that race. */
  link: z.string(),
});

export const HomeCompetition = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: IsoDateTime,
  endTime: IsoDateTime,
  timeState: TimeState,
  teams: z.number().int().min(0),
});
export type HomeCompetition = z.infer<typeof HomeCompetition>;

/** Figures as the contest publishes them ("160,000+"), from the API's configuration. */
export const HomeFigures = z.object({ users: z.string(), data: z.string(), resources: z.string(), daily: z.string() });

export const HomeContent = z
  .object({
    banners: z.array(HomeBanner),
    competitions: z.object({
      'in-progress': z.array(HomeCompetition),
      'not-started': z.array(HomeCompetition),
      ended: z.array(HomeCompetition),
    }),
    news: z.array(NewsSummary),
    figures: HomeFigures,
    counts: SiteStats,
    /** The newest visible datasets of the catalogue (`HOME_DATASET_COUNT`). */
    datasets: z.array(DatasetSummary),
    /** The hottest posts of every board a visitor sees (`HOME_HIGHLIGHT_COUNT`). */
    highlights: z.array(PostSummary),
  })
  .meta({ id: 'HomeContent' });
export type HomeContent = z.infer<typeof HomeContent>;

export const getHomeContent = endpoint({
  method: 'GET',
  path: '/api/content/home',
  access: 'public',
  tags,
  summary:
    "The home page's first view: race banners, competitions by time state, latest news, figures, live counts, latest datasets and community highlights",
  response: HomeContent,
});
