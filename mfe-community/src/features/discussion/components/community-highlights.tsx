import { QueryState } from '@dcic/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePostList } from '../api/post-list';
import { PostBadges } from './post-card';

const HIGHLIGHT_COUNT = 5;

/** The home page's community highlights: the hottest posts of every board, each with its board and replies. */
export function CommunityHighlights() {
  const posts = usePostList({ sort: 'hottest', page: 1, per_page: HIGHLIGHT_COUNT });
  return (
    <section className="com-highlights" aria-labelledby="com-highlights">
      <h2 id="com-highlights">
        <FormattedMessage id="discussion.highlights" />
      </h2>
      <QueryState query={posts} loading={<p className="com-loading" aria-busy="true" />} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <ul>
            {page.list.map((post) => (
              <li key={post.id}>
                <PostBadges post={post} />
                <Link to={`/discussion/${post.id}`}>{post.title}</Link>
                <span>
                  {post.board.name} · <FormattedMessage id="discussion.count.replies" values={{ count: post.replies }} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link to="/discussion">
        <FormattedMessage id="discussion.highlights.more" />
      </Link>
    </section>
  );
}
