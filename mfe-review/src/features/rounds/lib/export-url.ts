import type { REVIEW_EXPORT_FORMATS } from '@dcic/shared/constants';
import { endpointPath, exportRoundOverview } from '@dcic/shared/contract';

/** A plain link: the browser downloads the file with the review cookie, no script in between. */
export const exportUrl = (roundId: number, format: (typeof REVIEW_EXPORT_FORMATS)[number]) =>
  `${endpointPath(exportRoundOverview.path, { id: roundId })}?format=${format}`;
