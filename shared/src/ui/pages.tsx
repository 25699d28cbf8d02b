import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';

/** Page numbers shown on each side of the current one; the first and the last are always shown. */
const AROUND = 2;

/**
 * The numbers a pager shows for `page` of `pages`, with `null` where a run of numbers is left out:
 * 1 … 4 5 [6] 7 8 … 20. Every page is shown while they fit in the same room (nine places or fewer).
 */
export function pageItems(page: number, pages: number): Array<number | null> {
  const all = Array.from({ length: pages }, (_, index) => index + 1);
  // The first, the last, the current ±AROUND and the two gaps.
  if (pages <= 2 * AROUND + 5) return all;
  const from = Math.max(2, Math.min(page - AROUND, pages - 2 * AROUND - 2));
  const to = Math.min(pages - 1, Math.max(page + AROUND, 2 * AROUND + 3));
  return [1, ...(from > 2 ? [null] : []), ...all.slice(from - 1, to), ...(to < pages - 1 ? [null] : []), pages];
}

interface PagesBase {
  page: number;
  pages: number;
  /** The area's look: the nav's class (its items are `.dcic-pages__item`, the left-out runs `.dcic-pages__gap`). */
  className?: string;
}

export type PagesProps = PagesBase &
  (
    | {
        /** The address of a page: the pages are links (a page of a list kept in its address). */
        hrefOf: (page: number) => string;
        onChange?: never;
      }
    | {
        /** The pages are buttons (a page kept in the view's own state, e.g. a topic's replies). */
        onChange: (page: number) => void;
        hrefOf?: never;
      }
  );

/**
 * Previous, the page numbers (long runs left out) and next; nothing when everything fits on one page.
 * The current page is marked `aria-current="page"`; previous and next are disabled at the ends.
 */
export function Pages({ page, pages, className, hrefOf, onChange }: PagesProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const item = (to: number, label: ReactNode, options: { key?: string | number; current?: boolean; name?: string } = {}) => {
    const disabled = to < 1 || to > pages;
    const shared = {
      className: 'dcic-pages__item',
      'aria-current': options.current ? ('page' as const) : undefined,
      'aria-label': options.name,
    };
    if (hrefOf) {
      return disabled ? (
        <span key={options.key} {...shared} aria-disabled="true">
          {label}
        </span>
      ) : (
        <Link key={options.key} {...shared} to={hrefOf(to)}>
          {label}
        </Link>
      );
    }
    return (
      <button key={options.key} {...shared} type="button" disabled={disabled} onClick={() => onChange?.(to)}>
        {label}
      </button>
    );
  };
  return (
    <nav
      className={['dcic-pages', className ?? ''].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage({ id: 'shared.pages.label' })}
    >
      {item(current - 1, intl.formatMessage({ id: 'shared.pages.previous' }))}
      {pageItems(current, pages).map((number, index, items) =>
        number === null ? (
          <span key={`after-${items[index - 1]}`} className="dcic-pages__gap" aria-hidden="true">
            …
          </span>
        ) : (
          item(number, number, {
            key: number,
            current: number === current,
            name: intl.formatMessage({ id: 'shared.pages.page' }, { page: number }),
          })
        ),
      )}
      {item(current + 1, intl.formatMessage({ id: 'shared.pages.next' }))}
    </nav>
  );
}
