import { errorMessage } from '@dcic/shared';
import type { PostDetail, Reply } from '@dcic/shared/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAcceptAnswer } from '../api/accept-answer';
import { useDeleteReply } from '../api/delete-reply';
import { useLikeReply } from '../api/like-reply';
import { AbnormalNotice } from './abnormal-notice';
import { AuthorLine } from './author-line';
import { ConfirmDelete } from './confirm-delete';
import { ModerationButton } from './moderation-button';
import { PostHtml } from './post-html';
import { ReplyEditForm } from './reply-edit-form';
import { useSignedInAction } from './sign-in-first';

/**
 * One reply or answer: its author, body and like; its author edits it in place and deletes it; the
 * asker accepts an answer; staff moderate.
 */
export function ReplyItem({ post, reply }: { post: PostDetail; reply: Reply }) {
  const intl = useIntl();
  const like = useLikeReply(post.id);
  const accept = useAcceptAnswer(post.id);
  const remove = useDeleteReply(post.id);
  const signedIn = useSignedInAction();
  const [editing, setEditing] = useState(false);
  const answer = post.kind === 'question';
  const canAccept = answer && post.viewer.isAuthor && !reply.abnormal;
  const failed = like.error ?? accept.error ?? remove.error;
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
      {editing ? <ReplyEditForm reply={reply} answer={answer} onDone={() => setEditing(false)} /> : <PostHtml html={reply.body} />}
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
        {reply.viewer.isAuthor && !editing && (
          <>
            <button type="button" onClick={() => setEditing(true)}>
              <FormattedMessage id="discussion.edit" />
            </button>
            <ConfirmDelete
              questionId={answer ? 'discussion.deleteAnswerQuestion' : 'discussion.deleteReplyQuestion'}
              pending={remove.isPending}
              onConfirm={() => remove.mutate(reply.id)}
            />
          </>
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
