import { errorMessage, requireLogin, useUser } from '@dcic/shared';
import { PRACTICE_MAX_BYTES } from '@dcic/shared/constants';
import type { PracticeAttempt } from '@dcic/shared/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSubmitAttempt } from '../api/submit-attempt';
import { formatScore } from '../lib/score';

function Outcome({ attempt }: { attempt: PracticeAttempt }) {
  return attempt.status === 'scored' ? (
    <p role="status" className="com-edu-outcome com-edu-scored">
      <FormattedMessage id="education.scored" values={{ score: formatScore(attempt.score ?? 0) }} />
    </p>
  ) : (
    <p role="alert" className="com-edu-outcome com-edu-failed">
      <FormattedMessage id="education.failed" values={{ reason: attempt.reason }} />
    </p>
  );
}

/** Choose a prediction CSV and submit it; the score (or why it failed) shows as soon as it is scored. */
export function UploadForm({ problemId, header }: { problemId: string; header: string | null }) {
  const intl = useIntl();
  const user = useUser();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const submit = useSubmitAttempt(problemId);

  if (!user) {
    return (
      <button type="button" className="com-edu-button" onClick={() => requireLogin()}>
        <FormattedMessage id="education.signInToSubmit" />
      </button>
    );
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > PRACTICE_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    submit.mutate(file);
  };

  return (
    <form className="com-edu-upload" onSubmit={send}>
      {header && (
        <p className="com-edu-meta">
          <FormattedMessage id="education.expectedHeader" values={{ header: <code>{header}</code> }} />
        </p>
      )}
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label={intl.formatMessage({ id: 'education.chooseFile' })}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <button type="submit" className="com-edu-button" disabled={!file || submit.isPending}>
        <FormattedMessage id={submit.isPending ? 'education.scoring' : 'education.submit'} />
      </button>
      {tooLarge && (
        <p role="alert" className="com-edu-outcome com-edu-failed">
          <FormattedMessage id="education.tooLarge" values={{ max: `${PRACTICE_MAX_BYTES / 1024 / 1024} MB` }} />
        </p>
      )}
      {submit.isError && (
        <p role="alert" className="com-edu-outcome com-edu-failed">
          {errorMessage(submit.error, intl)}
        </p>
      )}
      {submit.data && !submit.isPending && <Outcome attempt={submit.data} />}
    </form>
  );
}
