import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface AreaPageProps {
  /** The area's class prefix (cmp, com, pro, inb, rev), so its styles stay its own. */
  prefix: string;
  /** Catalog key of the page title; the area's catalog also holds `area.name`. */
  titleId: string;
  children?: ReactNode;
}

/** A page of an area: the area's name above the page title, then the content. */
export function AreaPage({ prefix, titleId, children }: AreaPageProps) {
  const titleElementId = `${prefix}-page-title`;
  return (
    <section className={`${prefix}-page`} aria-labelledby={titleElementId}>
      <p className={`${prefix}-area-name`}>
        <FormattedMessage id="area.name" />
      </p>
      <h1 id={titleElementId}>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  );
}
