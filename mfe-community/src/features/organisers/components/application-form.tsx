import { errorMessage } from '@dcic/shared';
import { APPLICATION_LIMITS, BUDGET_RANGES, ORGANISATION_TYPES, type ApplicationField } from '@dcic/shared/constants';
import type { Application, ApplicationInput } from '@dcic/shared/contract';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSubmitApplication } from '../api/submit-application';
import { emptyDraft, FIELDS, problemMessages } from '../lib/draft';

const CHOICES: Partial<Record<ApplicationField, readonly string[]>> = {
  organisationType: ORGANISATION_TYPES,
  budget: BUDGET_RANGES,
};

const MAX_LENGTH: Partial<Record<ApplicationField, number>> = {
  organisation: APPLICATION_LIMITS.organisation,
  contact: APPLICATION_LIMITS.contact,
  phone: APPLICATION_LIMITS.phone,
  email: APPLICATION_LIMITS.email,
  topic: APPLICATION_LIMITS.topic,
  expectedDates: APPLICATION_LIMITS.dates,
  description: APPLICATION_LIMITS.description,
};

const INPUT_TYPE: Partial<Record<ApplicationField, string>> = { phone: 'tel', email: 'email' };

/** The application form: checked as the API checks it before sending, each message under its field. */
export function ApplicationForm({ onSubmitted }: { onSubmitted: (application: Application) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(emptyDraft);
  const [checked, setChecked] = useState(false);
  const submit = useSubmitApplication();
  const problems = checked ? problemMessages(draft) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problemMessages(draft)).length > 0) return;
    submit.mutate(draft as ApplicationInput, {
      onSuccess: (application) => {
        setDraft(emptyDraft());
        setChecked(false);
        onSubmitted(application);
      },
    });
  };

  return (
    <form className="com-form" onSubmit={onSubmit} noValidate aria-labelledby="com-apply-form-title">
      <h2 id="com-apply-form-title">
        <FormattedMessage id="organisers.form.title" />
      </h2>
      {FIELDS.map((field) => {
        const id = `com-apply-${field}`;
        const problem = problems[field];
        const common = {
          id,
          name: field,
          value: draft[field],
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-problem` : undefined,
          onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value })),
        };
        const choices = CHOICES[field];
        return (
          <div key={field} className="com-form-field">
            <label htmlFor={id}>
              <FormattedMessage id={`organisers.field.${field}`} />
            </label>
            {choices ? (
              <select {...common}>
                <option value="">{intl.formatMessage({ id: 'organisers.choose' })}</option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {intl.formatMessage({ id: `organisers.${field}.${choice}` })}
                  </option>
                ))}
              </select>
            ) : field === 'description' ? (
              <textarea {...common} rows={6} maxLength={MAX_LENGTH[field]} />
            ) : (
              <input {...common} type={INPUT_TYPE[field] ?? 'text'} maxLength={MAX_LENGTH[field]} />
            )}
            {problem ? (
              <p id={`${id}-problem`} className="com-form-problem" role="alert">
                <FormattedMessage id={problem} values={{ min: APPLICATION_LIMITS.descriptionMin }} />
              </p>
            ) : null}
          </div>
        );
      })}
      {submit.isError ? (
        <p className="com-form-problem" role="alert">
          {errorMessage(submit.error, intl)}
        </p>
      ) : null}
      <button type="submit" className="com-button" disabled={submit.isPending}>
        <FormattedMessage id="organisers.form.submit" />
      </button>
    </form>
  );
}
