import { QueryState } from '@dcic/shared';
import { MAX_RECORD_ID } from '@dcic/shared/constants';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@dcic/shared/router';
import { usePost } from '../api/post';
import { postIdFrom } from '../lib/post-path';
import { AbnormalNotice } from './abnormal-notice';
import { AuthorLine } from './author-line';
import { PostActions } from './post-actions';
import { PostBadges } from './post-card';
import { PostHtml } from './post-html';
import { Replies } from './replies';

export function BackLink() {
  return (
    <Link className="com-back" to="/discussion">
      <FormattedMessage id="discussion.back" />
    </Link>
  );
}

function PostView({ id }: { id: number }) {
  const post = usePost(id);
  return (
    <QueryState query={post} loading={<p className="com-loading" aria-busy="true" />}>
      {(data) => (
        <div className="com-post-layout">
          <article className="com-page com-post" aria-labelledby="com-post-title">
            <BackLink />
            {data.abnormal && <AbnormalNotice what="post" reason={data.moderationReason} />}
            <h1 id="com-post-title">{data.title}</h1>
            <div className="com-post-meta">
              <PostBadges post={data} />
              <AuthorLine author={data.author} at={data.createdAt} size={32} />
              <span className="com-post-board">{data.board.name}</span>
              <span>
                <FormattedMessage id="discussion.count.views" values={{ count: data.views }} />
              </span>
            </div>
            <PostHtml html={data.body} />
            <PostActions post={data} />
          </article>
          <Replies post={data} />
        </div>
      )}
    </QueryState>
  );
}

/** `/discussion/:id`: a post, what the reader may do with it, and its replies (a question's answers). */
export function PostPage() {
  const { id } = useParams();
  const number = postIdFrom(id, MAX_RECORD_ID);
  if (number === null)
    return (
      <section className="com-page">
        <BackLink />
        <p role="alert">
          <FormattedMessage id="discussion.notFound" />
        </p>
      </section>
    );
  return <PostView key={number} id={number} />;
}
