import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';

interface FilterSelectProps {
  /** The filter's name: the select's accessible name and its first option, which means "any". */
  label: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string | undefined) => void;
}

/**
 * One filter of the list as the browser's own select, drawn as antd's: antd's select (with rc-select,
 * its trigger and its virtual list) cost the list ~30 KB of JavaScript for four short option lists.
 */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <select
      className={value ? 'cmp-select' : 'cmp-select cmp-select-any'}
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

interface ListPagesProps {
  page: number;
  pages: number;
  /** The address of a page of the list (its filters kept). */
  hrefOf: (page: number) => string;
}

/**
 * The list's pages as links to their addresses: a page can be opened in a new tab, shared, and
 * followed before the area's script runs. Nothing when the list fits on one page.
 */
export function ListPages({ page, pages, hrefOf }: ListPagesProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const step = (to: number, id: string) =>
    to < 1 || to > pages ? (
      <span className="cmp-page-link" aria-disabled="true">
        <FormattedMessage id={id} />
      </span>
    ) : (
      <Link className="cmp-page-link" to={hrefOf(to)}>
        <FormattedMessage id={id} />
      </Link>
    );
  return (
    <nav className="cmp-pages" aria-label={intl.formatMessage({ id: 'list.pages' })}>
      {step(page - 1, 'list.previous')}
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <Link key={number} className="cmp-page-link" to={hrefOf(number)} aria-current={number === page ? 'page' : undefined}>
          {number}
        </Link>
      ))}
      {step(page + 1, 'list.next')}
    </nav>
  );
}
