import { ErrorNotice, errorMessage } from '@dcic/shared';
import { POST_KINDS, POST_TITLE_MAX } from '@dcic/shared/constants';
import type { Board, PostKind } from '@dcic/shared/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { uploadImage } from '../api/upload-image';
import { LazyEditor } from './lazy-editor';

interface PostDraft {
  boardId: number | undefined;
  kind: PostKind;
  title: string;
  body: string;
}

interface PostFormProps {
  initial: PostDraft;
  /** Boards to choose from; none when editing (a post keeps its board and kind). */
  boards?: Board[];
  pending: boolean;
  error: unknown;
  submitId: string;
  onSubmit: (draft: PostDraft) => void;
}

/** The title, board, kind and body of a post being written or edited. */
export function PostForm({ initial, boards, pending, error, submitId, onSubmit }: PostFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const ready = draft.title.trim() !== '' && draft.body.trim() !== '' && (boards === undefined || draft.boardId !== undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit({ ...draft, title: draft.title.trim() });
  };

  return (
    <form className="com-post-form" onSubmit={submit}>
      {boards && (
        <>
          <label>
            <FormattedMessage id="discussion.form.board" />
            <select
              required
              value={draft.boardId ?? ''}
              onChange={(event) => set('boardId', event.target.value ? Number(event.target.value) : undefined)}
            >
              <option value="" disabled>
                {intl.formatMessage({ id: 'discussion.form.chooseBoard' })}
              </option>
              {boards.map((board) => (
                <option key={board.id} value={board.id}>
                  {board.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="com-kind-choice">
            <legend>
              <FormattedMessage id="discussion.form.kind" />
            </legend>
            {POST_KINDS.map((kind) => (
              <label key={kind}>
                <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => set('kind', kind)} />
                <FormattedMessage id={`discussion.kind.${kind}`} />
              </label>
            ))}
          </fieldset>
        </>
      )}
      <label>
        <FormattedMessage id="discussion.form.title" />
        <input required maxLength={POST_TITLE_MAX} value={draft.title} onChange={(event) => set('title', event.target.value)} />
      </label>
      <LazyEditor
        label={intl.formatMessage({ id: 'discussion.form.body' })}
        initialHtml={initial.body}
        onChange={(html) => set('body', html)}
        upload={uploadImage}
        onUploadError={(failure) => setUploadError(errorMessage(failure, intl))}
      />
      {uploadError && (
        <p role="alert" className="com-inline-error">
          {uploadError}
        </p>
      )}
      {error ? <ErrorNotice error={error} /> : null}
      <button type="submit" className="com-primary" disabled={pending || !ready}>
        <FormattedMessage id={submitId} />
      </button>
    </form>
  );
}
