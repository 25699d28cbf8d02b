import { Avatar } from '@dcic/shared';
import type { PostAuthor } from '@dcic/shared/contract';
import { FormattedDate } from 'react-intl';

/** Who wrote a post or reply (avatar and name lead to their page) and when. */
export function AuthorLine({ author, at, size = 24 }: { author: PostAuthor; at: string; size?: number }) {
  return (
    <span className="com-author">
      <a href={`/users/${author.id}`} className="com-author-link">
        <Avatar id={author.id} src={author.avatar} width={size} disabled alt="" />
        <span>{author.name || author.userName}</span>
      </a>
      <time dateTime={at}>
        <FormattedDate value={at} year="numeric" month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" />
      </time>
    </span>
  );
}
