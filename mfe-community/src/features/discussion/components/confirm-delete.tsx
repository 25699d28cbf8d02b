import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

interface ConfirmDeleteProps {
  /** The question asked before anything is deleted. */
  questionId: string;
  pending: boolean;
  onConfirm: () => void;
}

/** "Delete", then the question with confirm and cancel: nothing is deleted on a single click. */
export function ConfirmDelete({ questionId, pending, onConfirm }: ConfirmDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button type="button" onClick={() => setConfirming(true)}>
        <FormattedMessage id="discussion.delete" />
      </button>
    );
  return (
    <span className="com-confirm" role="group">
      <FormattedMessage id={questionId} />
      <button type="button" disabled={pending} onClick={onConfirm}>
        <FormattedMessage id="discussion.deleteConfirm" />
      </button>
      <button type="button" onClick={() => setConfirming(false)}>
        <FormattedMessage id="discussion.cancel" />
      </button>
    </span>
  );
}
