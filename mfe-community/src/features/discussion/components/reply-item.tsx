import { errorMessage } from '@dcic/shared';
import type { PostDetail, Reply } from '@dcic/shared/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAcceptAnswer } from '../api/accept-answer';
import { useLikeReply } from '../api/like-reply';
import { AbnormalNotice } from './abnormal-notice';
import { AuthorLine } from './author-line';
import { ModerationButton } from './moderation-button';
import { PostHtml } from './post-html';
import { useSignedInAction } from './sign-in-first';

/** One reply or answer: its author, body and like; the asker accepts an answer; staff moderate. */
export function ReplyItem({ post, reply }: { post: PostDetail; reply: Reply }) {
  const intl = useIntl();
  const like = useLikeReply(post.id);
  const accept = useAcceptAnswer(post.id);
  const signedIn = useSignedInAction();
  const canAccept = post.kind === 'question' && post.viewer.isAuthor && !reply.abnormal;
  const failed = like.error ?? accept.error;
  return (
    <article
      className={reply.accepted ? 'com-reply com-reply-accepted' : 'com-reply'}
      aria-label={reply.author.name || reply.author.userName}
    >
      {reply.abnormal && <AbnormalNotice what="reply" reason={reply.moderationReason} />}
      <div className="com-post-meta">
        <AuthorLine author={reply.author} at={reply.createdAt} />
        {reply.accepted && (
          <span className="com-badge com-badge-solved">
            <FormattedMessage id="discussion.accepted" />
          </span>
        )}
      </div>
      <PostHtml html={reply.body} />
      <div className="com-post-actions">
        <button
          type="button"
          aria-pressed={reply.viewer.liked}
          disabled={like.isPending}
          onClick={() => signedIn(() => like.mutate({ id: reply.id, liked: !reply.viewer.liked }))}
        >
          <FormattedMessage id="discussion.like" values={{ count: reply.likes }} />
        </button>
        {canAccept && (
          <button type="button" disabled={accept.isPending} onClick={() => accept.mutate(reply.accepted ? null : reply.id)}>
            <FormattedMessage id={reply.accepted ? 'discussion.unaccept' : 'discussion.accept'} />
          </button>
        )}
        {reply.viewer.canModerate && (
          <ModerationButton postId={post.id} target={{ kind: 'reply', id: reply.id }} abnormal={reply.abnormal} />
        )}
        {failed && (
          <span role="alert" className="com-inline-error">
            {errorMessage(failed, intl)}
          </span>
        )}
      </div>
    </article>
  );
}
