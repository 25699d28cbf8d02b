import { MAX_RECORD_ID } from '@dcic/shared/constants';

/** The dataset an address names, or null when the segment is no dataset id (the page says "not found"). */
export function datasetIdFrom(segment: string | undefined): number | null {
  if (!/^\d+$/.test(segment ?? '')) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
