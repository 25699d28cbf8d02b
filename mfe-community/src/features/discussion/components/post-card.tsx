import type { PostSummary } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { AuthorLine } from './author-line';

/** Marks of a post beside its title: its kind, a solved question, a post staff marked abnormal. */
export function PostBadges({ post }: { post: Pick<PostSummary, 'kind' | 'solved' | 'abnormal'> }) {
  return (
    <>
      <span className={`com-badge com-badge-${post.kind}`}>
        <FormattedMessage id={`discussion.kind.${post.kind}`} />
      </span>
      {post.kind === 'question' && post.solved && (
        <span className="com-badge com-badge-solved">
          <FormattedMessage id="discussion.solved" />
        </span>
      )}
      {post.abnormal && (
        <span className="com-badge com-badge-abnormal">
          <FormattedMessage id="discussion.abnormal" />
        </span>
      )}
    </>
  );
}

/** One post of the list: its marks, title (the link), excerpt, board, author and counts. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="com-post-card">
      <h2>
        <PostBadges post={post} />
        <Link to={`/discussion/${post.id}`}>{post.title}</Link>
      </h2>
      <p className="com-post-excerpt">{post.excerpt}</p>
      <div className="com-post-meta">
        <AuthorLine author={post.author} at={post.createdAt} />
        <span className="com-post-board">{post.board.name}</span>
        <span>
          <FormattedMessage id="discussion.count.views" values={{ count: post.views }} />
        </span>
        <span>
          <FormattedMessage
            id={post.kind === 'question' ? 'discussion.count.answers' : 'discussion.count.replies'}
            values={{ count: post.replies }}
          />
        </span>
        <span>
          <FormattedMessage id="discussion.count.likes" values={{ count: post.likes }} />
        </span>
      </div>
    </article>
  );
}
