import type { SpecialConfig } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { findSpecial } from './repository';

/** The special contest's configuration in the reader's language; unknown names are a 404. */
export async function specialConfig(app: FastifyInstance, name: string, lang: string): Promise<SpecialConfig> {
  const row = await findSpecial(app, name);
  if (!row) raise('NOT_FOUND');
  const english = lang === 'en-US';
  return {
    name: row.name,
    title: english ? row.titleEn : row.titleZh,
    footerText: (english ? row.footerTextEn : row.footerTextZh) ?? null,
  };
}
