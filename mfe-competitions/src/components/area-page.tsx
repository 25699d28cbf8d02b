import type { ReactNode } from 'react';
import { AreaPage as SharedAreaPage } from '@dcic/shared';

/** A page of this area, with its class prefix. */
export function AreaPage({ titleId, children }: { titleId: string; children?: ReactNode }) {
  return (
    <SharedAreaPage prefix="cmp" titleId={titleId}>
      {children}
    </SharedAreaPage>
  );
}
