import { FormattedMessage, useIntl } from 'react-intl';

export interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous, the page numbers and next; nothing when everything fits on one page. */
export function Pager({ page, pages, onChange }: PagerProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className="com-pager" aria-label={intl.formatMessage({ id: 'datasets.pages' })}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <FormattedMessage id="datasets.previous" />
      </button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          className={number === page ? 'com-active' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <FormattedMessage id="datasets.next" />
      </button>
    </nav>
  );
}
