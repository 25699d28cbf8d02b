import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useArea } from './area-context';

export interface AreaPageProps {
  /** Catalog key of the page title; the area's catalog also holds `area.name`. */
  titleId: string;
  /** @deprecated The class prefix comes from the area's roster entry; this value is not read. */
  prefix?: string;
  children?: ReactNode;
}

/** A page of an area: the area's name above the page title, then the content, under the area's class prefix. */
export function AreaPage({ titleId, children }: AreaPageProps) {
  const { prefix } = useArea();
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
