import { FormattedMessage } from 'react-intl';

/** Told to the author (and staff) of a post or reply staff marked abnormal: nobody else sees it. */
export function AbnormalNotice({ what, reason }: { what: 'post' | 'reply'; reason: string | null }) {
  return (
    <div role="status" className="com-abnormal-notice">
      <FormattedMessage id={`discussion.abnormalNotice.${what}`} />
      {reason && (
        <>
          {' '}
          <FormattedMessage id="discussion.abnormalReason" values={{ reason }} />
        </>
      )}
    </div>
  );
}
