import { EmptyState } from '@dcic/shared';
import type { PostSummary } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { PostBadges } from './post-card';

/**
 * The home page's community highlights: the hottest posts of every board, each with its board and
 * replies. They come with the home page's one answer (`GET /api/content/home`).
 */
export function CommunityHighlights({ posts }: { posts: PostSummary[] }) {
  return (
    <section className="com-highlights" aria-labelledby="com-highlights">
      <h2 id="com-highlights">
        <FormattedMessage id="discussion.highlights" />
      </h2>
      {posts.length === 0 ? (
        <EmptyState />
      ) : (
        <ul>
          {posts.map((post) => (
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
      <Link to="/discussion">
        <FormattedMessage id="discussion.highlights.more" />
      </Link>
    </section>
  );
}
