import type { NewsSummary } from '@dcic/shared/contract';
import { FormattedDate, FormattedMessage } from 'react-intl';

/** Date, source and views of an item. */
export function NewsMeta({ item, withSource = false }: { item: NewsSummary; withSource?: boolean }) {
  return (
    <p className="com-news-meta">
      <span className="com-news-category">{item.category.name}</span>
      <time dateTime={item.publishedAt}>
        <FormattedDate value={item.publishedAt} year="numeric" month="2-digit" day="2-digit" />
      </time>
      {withSource && (
        <span>
          <FormattedMessage id="information.source" values={{ source: item.source }} />
        </span>
      )}
      <span>
        <FormattedMessage id="information.views" values={{ count: item.views }} />
      </span>
    </p>
  );
}
