import { ErrorNotice, errorMessage } from '@dcic/shared';
import type { Reply } from '@dcic/shared/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUpdateReply } from '../api/update-reply';
import { uploadImage } from '../api/upload-image';
import { LazyEditor } from './lazy-editor';

interface ReplyEditFormProps {
  reply: Reply;
  /** An answer to a question, worded as such. */
  answer: boolean;
  /** Closes the form: after a save, or on cancel. */
  onDone: () => void;
}

/** My reply in the rich-text editor, in its place in the list; saving shows the saved text there. */
export function ReplyEditForm({ reply, answer, onDone }: ReplyEditFormProps) {
  const intl = useIntl();
  const update = useUpdateReply(reply.postId);
  const [body, setBody] = useState(reply.body);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: reply.id, body }, { onSuccess: onDone });
  };

  return (
    <form className="com-reply-form" onSubmit={submit}>
      <LazyEditor
        label={intl.formatMessage({ id: answer ? 'discussion.editAnswerLabel' : 'discussion.editReplyLabel' })}
        initialHtml={reply.body}
        onChange={setBody}
        upload={uploadImage}
        onUploadError={(error) => setUploadError(errorMessage(error, intl))}
      />
      {uploadError && (
        <p role="alert" className="com-inline-error">
          {uploadError}
        </p>
      )}
      {update.isError && <ErrorNotice error={update.error} />}
      <div className="com-post-actions">
        <button type="submit" className="com-primary" disabled={update.isPending || body.trim() === ''}>
          <FormattedMessage id="discussion.form.save" />
        </button>
        <button type="button" onClick={onDone}>
          <FormattedMessage id="discussion.cancel" />
        </button>
      </div>
    </form>
  );
}
