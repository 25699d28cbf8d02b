import type { SpecialItem, SpecialItemKind } from '@dcic/shared/contract';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { MarkdownBody } from '../../pages';

export function ItemDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} year="numeric" month="2-digit" day="2-digit" />
    </time>
  );
}

function ItemCard({ item, kind, name }: { item: SpecialItem; kind: SpecialItemKind; name: string }) {
  return (
    <li className="com-special-item">
      {item.imageUrl && <img src={item.imageUrl} alt="" />}
      <div>
        <h3>{kind === 'news' ? <Link to={`/special/${name}/news/${item.slug}`}>{item.title}</Link> : item.title}</h3>
        {item.subtitle && <p className="com-special-subtitle">{item.subtitle}</p>}
        {item.publishedAt && <ItemDate value={item.publishedAt} />}
        {kind !== 'news' && item.body && <MarkdownBody source={item.body} />}
        {item.linkUrl && (
          <a href={item.linkUrl} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="special.visit" />
          </a>
        )}
      </div>
    </li>
  );
}

/** The items of one child page (organisers, experts, jobs, talents, contacts, news). */
export function SpecialItems({ items, kind, name }: { items: SpecialItem[]; kind: SpecialItemKind; name: string }) {
  if (items.length === 0)
    return (
      <p>
        <FormattedMessage id="special.none" />
      </p>
    );
  return (
    <ul className="com-special-items">
      {items.map((item) => (
        <ItemCard key={item.slug} item={item} kind={kind} name={name} />
      ))}
    </ul>
  );
}
