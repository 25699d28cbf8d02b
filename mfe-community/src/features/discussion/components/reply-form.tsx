import { ErrorNotice, errorMessage, isSignedIn, requireLogin, useUser } from '@dcic/shared';
import type { PostDetail } from '@dcic/shared/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateReply } from '../api/create-reply';
import { uploadImage } from '../api/upload-image';
import { LazyEditor } from './lazy-editor';

/** The reply (answer) form under a post; a visitor gets a way to sign in instead. */
export function ReplyForm({ post }: { post: PostDetail }) {
  const intl = useIntl();
  const user = useUser();
  const reply = useCreateReply();
  const [body, setBody] = useState('');
  // A new editor after each sent reply starts empty.
  const [round, setRound] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const answer = post.kind === 'question';

  if (!isSignedIn(user))
    return (
      <p className="com-reply-signin">
        <button type="button" onClick={() => requireLogin()}>
          <FormattedMessage id={answer ? 'discussion.signInToAnswer' : 'discussion.signInToReply'} />
        </button>
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    reply.mutate(
      { postId: post.id, body },
      {
        onSuccess: () => {
          setBody('');
          setRound((count) => count + 1);
          setSent(true);
        },
      },
    );
  };

  return (
    <form className="com-reply-form" onSubmit={submit}>
      <LazyEditor
        key={round}
        label={intl.formatMessage({ id: answer ? 'discussion.answerLabel' : 'discussion.replyLabel' })}
        onChange={(html) => {
          setBody(html);
          setSent(false);
        }}
        upload={uploadImage}
        onUploadError={(error) => setUploadError(errorMessage(error, intl))}
      />
      {uploadError && (
        <p role="alert" className="com-inline-error">
          {uploadError}
        </p>
      )}
      {reply.isError && <ErrorNotice error={reply.error} />}
      {sent && (
        <p role="status">
          <FormattedMessage id={answer ? 'discussion.answerSent' : 'discussion.replySent'} />
        </p>
      )}
      <button type="submit" className="com-primary" disabled={reply.isPending || body.trim() === ''}>
        <FormattedMessage id={answer ? 'discussion.sendAnswer' : 'discussion.sendReply'} />
      </button>
    </form>
  );
}
