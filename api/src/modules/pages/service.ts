// Rules of the content pages: visitors read published pages, editions and experts in their
// language; staff (and content bundles) write both languages at once, keyed by section and slug,
// year, or slug.
import type {
  Edition,
  EditionInput,
  Expert,
  ExpertInput,
  ExpertKind,
  Lang,
  PageDetail,
  PageInput,
  PageSection,
  PageSummary,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { excerptOf } from '../../lib/excerpt';
import * as repository from './repository';
import type { PageRow } from './schema';

export type PageFields = z.output<typeof PageInput>;
export type EditionFields = z.output<typeof EditionInput>;
export type ExpertFields = z.output<typeof ExpertInput>;

function pageSummary(row: PageRow, lang: Lang): PageSummary {
  const english = lang === 'en-US';
  const summary = english ? row.summaryEn : row.summaryZh;
  return {
    slug: row.slug,
    title: english ? row.titleEn : row.titleZh,
    summary: summary || excerptOf(english ? row.bodyEn : row.bodyZh),
    coverUrl: row.coverUrl,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function listPages(app: FastifyInstance, section: PageSection, lang: Lang, now: Date): Promise<PageSummary[]> {
  return (await repository.publishedPages(app.db, section, now)).map((row) => pageSummary(row, lang));
}

export async function readPage(app: FastifyInstance, section: PageSection, slug: string, lang: Lang, now: Date): Promise<PageDetail> {
  const row = await repository.publishedPage(app.db, section, slug, now);
  if (!row) raise('PAGE_NOT_FOUND');
  return { ...pageSummary(row, lang), section, body: lang === 'en-US' ? row.bodyEn : row.bodyZh };
}

export async function writePage(db: Db, section: PageSection, slug: string, fields: PageFields, now: Date) {
  await repository.upsertPage(db, {
    section,
    slug,
    position: fields.position,
    titleZh: fields['zh-CN'].title,
    titleEn: fields['en-US'].title,
    summaryZh: fields['zh-CN'].summary,
    summaryEn: fields['en-US'].summary,
    bodyZh: fields['zh-CN'].body,
    bodyEn: fields['en-US'].body,
    coverUrl: fields.coverUrl,
    publishedAt: fields.publishedAt ? new Date(fields.publishedAt) : now,
  });
  return { section, slug };
}

export async function deletePage(db: Db, section: PageSection, slug: string) {
  if (!(await repository.deletePageRow(db, section, slug))) raise('PAGE_NOT_FOUND');
  return { section, slug };
}

/** Every edition, newest year first; a track linked to a competition of this site points to it. */
export async function listEditions(app: FastifyInstance, lang: Lang): Promise<Edition[]> {
  const rows = await repository.allEditions(app.db);
  const slugs = [...new Set(rows.flatMap((row) => row.tracks.flatMap((track) => (track.competition ? [track.competition] : []))))];
  const linked = new Map((await repository.competitionsBySlug(app.db, slugs)).map((found) => [found.slug, found.id]));
  const english = lang === 'en-US';
  return rows.map((row) => ({
    year: row.year,
    title: english ? row.titleEn : row.titleZh,
    body: english ? row.bodyEn : row.bodyZh,
    coverUrl: row.coverUrl,
    tracks: row.tracks.map((track) => {
      const id = track.competition ? linked.get(track.competition) : undefined;
      return {
        title: english ? track.titleEn : track.titleZh,
        competition: id !== undefined && track.competition ? { id, slug: track.competition } : null,
        winners: track.winners,
      };
    }),
  }));
}

/** Creates or replaces an edition; a track's competition is kept by slug and linked once this site has it. */
export async function writeEdition(db: Db, year: number, fields: EditionFields) {
  await repository.upsertEdition(db, {
    year,
    titleZh: fields['zh-CN'].title,
    titleEn: fields['en-US'].title,
    bodyZh: fields['zh-CN'].body,
    bodyEn: fields['en-US'].body,
    coverUrl: fields.coverUrl,
    tracks: fields.tracks.map((track) => ({
      competition: track.competition,
      titleZh: track.title['zh-CN'],
      titleEn: track.title['en-US'],
      winners: track.winners,
    })),
  });
  return { year };
}

export async function deleteEdition(db: Db, year: number) {
  if (!(await repository.deleteEditionRow(db, year))) raise('EDITION_NOT_FOUND');
  return { year };
}

export async function listExperts(app: FastifyInstance, type: ExpertKind | undefined, lang: Lang): Promise<Expert[]> {
  const english = lang === 'en-US';
  return (await repository.listExpertRows(app.db, type)).map((row) => ({
    slug: row.slug,
    type: row.type,
    name: english ? row.nameEn : row.nameZh,
    title: english ? row.titleEn : row.titleZh,
    organisation: english ? row.organisationEn : row.organisationZh,
    photoUrl: row.photoUrl,
    bio: english ? row.bioEn : row.bioZh,
  }));
}

export async function writeExpert(db: Db, slug: string, fields: ExpertFields) {
  const zh = fields['zh-CN'];
  const en = fields['en-US'];
  await repository.upsertExpert(db, {
    slug,
    type: fields.type,
    position: fields.position,
    nameZh: zh.name,
    nameEn: en.name,
    titleZh: zh.title,
    titleEn: en.title,
    organisationZh: zh.organisation,
    organisationEn: en.organisation,
    photoUrl: fields.photoUrl,
    bioZh: zh.bio,
    bioEn: en.bio,
  });
  return { slug };
}

export async function deleteExpert(db: Db, slug: string) {
  if (!(await repository.deleteExpertRow(db, slug))) raise('EXPERT_NOT_FOUND');
  return { slug };
}
