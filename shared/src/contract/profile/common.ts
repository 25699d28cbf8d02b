// What every part of the profile contract uses: its OpenAPI tag, text and date fields, the page query.
import { z } from 'zod';
import { PROFILE_PAGE_SIZE } from '../constants/profile';

export const tags = ['users'] as const;
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const day = z.iso.date();

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(PROFILE_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;
