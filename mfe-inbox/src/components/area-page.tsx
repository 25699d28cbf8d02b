import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface AreaPageProps {
  /** Catalog key of the page title. */
  titleId: string;
  children?: ReactNode;
}

export function AreaPage({ titleId, children }: AreaPageProps) {
  return (
    <section className="inb-page" aria-labelledby="inb-page-title">
      <p className="inb-area-name">
        <FormattedMessage id="area.name" />
      </p>
      <h1 id="inb-page-title">
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  );
}
