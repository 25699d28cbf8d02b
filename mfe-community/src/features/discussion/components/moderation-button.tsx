import { errorMessage } from '@dcic/shared';
import { MODERATION_REASON_MAX } from '@dcic/shared/constants';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useModerate, type ModerationTarget } from '../api/moderate';

/** Staff's action on a post or reply: mark it abnormal (with an optional reason) or restore it. */
export function ModerationButton({ postId, target, abnormal }: { postId: number; target: ModerationTarget; abnormal: boolean }) {
  const intl = useIntl();
  const moderate = useModerate(postId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const failure = moderate.isError && (
    <span role="alert" className="com-inline-error">
      {errorMessage(moderate.error, intl)}
    </span>
  );

  if (abnormal)
    return (
      <>
        <button type="button" disabled={moderate.isPending} onClick={() => moderate.mutate({ target, abnormal: false })}>
          <FormattedMessage id="discussion.moderation.restore" />
        </button>
        {failure}
      </>
    );
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)}>
        <FormattedMessage id="discussion.moderation.mark" />
      </button>
    );
  return (
    <form
      className="com-moderation-form"
      onSubmit={(event) => {
        event.preventDefault();
        moderate.mutate({ target, abnormal: true, reason: reason.trim() || undefined }, { onSuccess: () => setAsking(false) });
      }}
    >
      <input
        aria-label={intl.formatMessage({ id: 'discussion.moderation.reason' })}
        placeholder={intl.formatMessage({ id: 'discussion.moderation.reason' })}
        maxLength={MODERATION_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" disabled={moderate.isPending}>
        <FormattedMessage id="discussion.moderation.confirm" />
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        <FormattedMessage id="discussion.cancel" />
      </button>
      {failure}
    </form>
  );
}
