import { DATASET_LICENCES, DATASET_PER_PAGE, DATASET_SORTS } from '@dcic/shared/constants';
import type { DatasetLicence, DatasetListQuery, DatasetSort } from '@dcic/shared/contract';

export type DatasetParam = 'search' | 'licence' | 'competition' | 'race' | 'tag' | 'sort' | 'page';

const positive = (text: string | null) => {
  const number = Number(text);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The catalogue's query from the address, so a searched and filtered page can be shared and reloaded. */
export function datasetQueryFrom(params: URLSearchParams): DatasetListQuery & { page: number; sort: DatasetSort; competition?: number } {
  return {
    search: params.get('search')?.trim() || undefined,
    licence: DATASET_LICENCES.find((code): code is DatasetLicence => code === params.get('licence')),
    competition: positive(params.get('competition')),
    race: params.get('race')?.trim() || undefined,
    tag: params.get('tag')?.trim() || undefined,
    sort: DATASET_SORTS.find((sort) => sort === params.get('sort')) ?? 'latest',
    page: positive(params.get('page')) ?? 1,
    per_page: DATASET_PER_PAGE,
  };
}

/** The address parameters after one of them changed; any change but the page goes back to page 1. */
export function withParam(params: URLSearchParams, key: DatasetParam, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = (key === 'page' && value === '1') || (key === 'sort' && value === 'latest');
  if (value && !isDefault) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

export function pageCount(total: number, perPage = DATASET_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size in bytes as people read it: 512 B, 8.1 KB, 12 MB. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}
