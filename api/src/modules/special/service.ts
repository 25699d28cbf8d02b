// Rules of the special contests: visitors read a contest's pages in their language; staff (and
// content bundles) write a contest with all its items at once.
import {
  SPECIAL_ITEM_KINDS,
  type Lang,
  type SpecialConfig,
  type SpecialInput,
  type SpecialItem,
  type SpecialPage,
  type SpecialSummary,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { excerptOf } from '../../lib/excerpt';
import * as repository from './repository';
import type { SpecialItemRow, SpecialRow } from './schema';

/** A special contest as staff write it and as a bundle gives it, defaults applied. */
export type SpecialFields = z.output<typeof SpecialInput>;

async function specialOrFail(app: FastifyInstance, name: string): Promise<SpecialRow> {
  const row = await repository.findSpecial(app, name);
  if (!row) raise('SPECIAL_NOT_FOUND');
  return row;
}

/** The special contest's configuration in the reader's language; unknown names are a 404. */
export async function specialConfig(app: FastifyInstance, name: string, lang: Lang): Promise<SpecialConfig> {
  return configOf(await specialOrFail(app, name), lang);
}

function configOf(row: SpecialRow, lang: Lang): SpecialConfig {
  const english = lang === 'en-US';
  return {
    name: row.name,
    title: english ? row.titleEn : row.titleZh,
    footerText: (english ? row.footerTextEn : row.footerTextZh) ?? null,
  };
}

export async function listSpecials(app: FastifyInstance, lang: Lang): Promise<SpecialSummary[]> {
  const english = lang === 'en-US';
  return (await repository.allSpecials(app.db)).map((row) => ({
    name: row.name,
    title: english ? row.titleEn : row.titleZh,
    excerpt: excerptOf(english ? row.introEn : row.introZh),
    bannerUrl: row.bannerUrl,
  }));
}

function item(row: SpecialItemRow, lang: Lang): SpecialItem {
  const english = lang === 'en-US';
  return {
    slug: row.slug,
    title: english ? row.titleEn : row.titleZh,
    subtitle: english ? row.subtitleEn : row.subtitleZh,
    body: english ? row.bodyEn : row.bodyZh,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Everything the pages of a special contest show; news newest first, other items in their order. */
export async function specialPage(app: FastifyInstance, name: string, lang: Lang): Promise<SpecialPage> {
  const row = await specialOrFail(app, name);
  const rows = await repository.itemsOf(app.db, name);
  const linked = new Map((await repository.competitionsBySlug(app.db, row.competitions)).map((found) => [found.slug, found]));
  const items = Object.fromEntries(SPECIAL_ITEM_KINDS.map((kind) => [kind, [] as SpecialItem[]])) as SpecialPage['items'];
  for (const found of rows) items[found.kind].push(item(found, lang));
  items.news.sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  return {
    ...configOf(row, lang),
    intro: lang === 'en-US' ? row.introEn : row.introZh,
    bannerUrl: row.bannerUrl,
    competitions: row.competitions.flatMap((slug) => {
      const competition = linked.get(slug);
      return competition ? [{ id: competition.id, slug, title: competition.content[lang].name }] : [];
    }),
    items,
  };
}

export async function specialNews(app: FastifyInstance, name: string, slug: string, lang: Lang): Promise<SpecialItem> {
  await specialOrFail(app, name);
  const found = (await repository.itemsOf(app.db, name)).find((row) => row.kind === 'news' && row.slug === slug);
  if (!found) raise('SPECIAL_ITEM_NOT_FOUND');
  return item(found, lang);
}

/**
 * Creates or replaces a special contest and all its items. Linked competitions are kept by slug and
 * shown once this site has them, so content and competitions can be imported in any order.
 */
export async function writeSpecial(db: Db, name: string, fields: SpecialFields): Promise<{ name: string }> {
  const zh = fields['zh-CN'];
  const en = fields['en-US'];
  await repository.replaceSpecial(
    db,
    {
      name,
      titleZh: zh.title,
      titleEn: en.title,
      footerTextZh: zh.footerText,
      footerTextEn: en.footerText,
      introZh: zh.intro,
      introEn: en.intro,
      bannerUrl: fields.bannerUrl,
      competitions: fields.competitions,
      position: fields.position,
    },
    fields.items.map((input, position) => ({
      specialName: name,
      kind: input.kind,
      slug: input.slug,
      position,
      titleZh: input['zh-CN'].title,
      titleEn: input['en-US'].title,
      subtitleZh: input['zh-CN'].subtitle,
      subtitleEn: input['en-US'].subtitle,
      bodyZh: input['zh-CN'].body,
      bodyEn: input['en-US'].body,
      imageUrl: input.imageUrl,
      linkUrl: input.linkUrl,
      publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
    })),
  );
  return { name };
}

export async function deleteSpecial(db: Db, name: string): Promise<{ name: string }> {
  if (!(await repository.deleteSpecialRow(db, name))) raise('SPECIAL_NOT_FOUND');
  return { name };
}
