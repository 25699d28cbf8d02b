import type { Lang, NewsCategory } from '@dcic/shared/contract';

/** Names of the news categories as the tabs of `/information` show them. */
const CATEGORY_NAMES: Record<NewsCategory, Record<Lang, string>> = {
  announcements: { 'zh-CN': '大赛公告', 'en-US': 'Announcements' },
  interviews: { 'zh-CN': '获奖访谈', 'en-US': 'Winner interviews' },
  'tech-sharing': { 'zh-CN': '技术分享', 'en-US': 'Technical sharing' },
  industry: { 'zh-CN': '行业资讯', 'en-US': 'Industry news' },
};

export function categoryName(code: NewsCategory, lang: Lang): { code: NewsCategory; name: string } {
  return { code, name: CATEGORY_NAMES[code][lang] };
}
