import { errorMessage } from '@dcic/shared';
import type { PostDetail } from '@dcic/shared/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from '@dcic/shared/router';
import { useCollectPost } from '../api/collect-post';
import { useDeletePost } from '../api/delete-post';
import { useLikePost } from '../api/like-post';
import { ConfirmDelete } from './confirm-delete';
import { ModerationButton } from './moderation-button';
import { useSignedInAction } from './sign-in-first';

function DeleteButton({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const remove = useDeletePost();
  return (
    <>
      <ConfirmDelete
        questionId="discussion.deleteQuestion"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(id, { onSuccess: () => navigate('/discussion', { replace: true }) })}
      />
      {remove.isError && (
        <span role="alert" className="com-inline-error">
          {errorMessage(remove.error, intl)}
        </span>
      )}
    </>
  );
}

/** Like and collect for everybody (a visitor is sent to sign in); edit and delete for the author; moderation for staff. */
export function PostActions({ post }: { post: PostDetail }) {
  const intl = useIntl();
  const like = useLikePost(post.id);
  const collect = useCollectPost(post.id);
  const signedIn = useSignedInAction();
  const failed = like.error ?? collect.error;
  return (
    <div className="com-post-actions">
      <button
        type="button"
        aria-pressed={post.viewer.liked}
        disabled={like.isPending}
        onClick={() => signedIn(() => like.mutate(!post.viewer.liked))}
      >
        <FormattedMessage id="discussion.like" values={{ count: post.likes }} />
      </button>
      <button
        type="button"
        aria-pressed={post.viewer.collected}
        disabled={collect.isPending}
        onClick={() => signedIn(() => collect.mutate(!post.viewer.collected))}
      >
        <FormattedMessage id="discussion.collect" values={{ count: post.collections }} />
      </button>
      {post.viewer.isAuthor && (
        <>
          <Link to={`/discussion/${post.id}/edit`}>
            <FormattedMessage id="discussion.edit" />
          </Link>
          <DeleteButton id={post.id} />
        </>
      )}
      {post.viewer.canModerate && <ModerationButton postId={post.id} target={{ kind: 'post', id: post.id }} abnormal={post.abnormal} />}
      {failed && (
        <span role="alert" className="com-inline-error">
          {errorMessage(failed, intl)}
        </span>
      )}
    </div>
  );
}
