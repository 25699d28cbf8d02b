import { Alert } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCOMPLISHMENT_KINDS } from '@dcic/shared/constants';
import type { Profile } from '@dcic/shared/contract';

const period = (start: string, end: string | null, now: string) => `${start.slice(0, 7)} – ${end ? end.slice(0, 7) : now}`;

/** Work and education history (or why they are hidden) and the four kinds of accomplishments. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const now = intl.formatMessage({ id: 'profile.now' });
  const accomplishments = ACCOMPLISHMENT_KINDS.flatMap((kind) => profile.accomplishments[kind]);
  return (
    <aside className="pro-details">
      <section aria-labelledby="pro-career">
        <h2 id="pro-career">
          <FormattedMessage id="profile.career" />
        </h2>
        {profile.hidden.career ? (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.careerHidden' })} />
        ) : profile.careers.length === 0 ? (
          <p className="pro-muted">
            <FormattedMessage id="profile.none" />
          </p>
        ) : (
          <ul>
            {profile.careers.map((work) => (
              <li key={work.userWorkId}>
                <strong>{work.companyName}</strong> · {work.jobName}{' '}
                <span className="pro-muted">{period(work.workStartTime, work.workEndTime, now)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pro-education">
        <h2 id="pro-education">
          <FormattedMessage id="profile.education" />
        </h2>
        {profile.hidden.education ? (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.educationHidden' })} />
        ) : profile.educations.length === 0 ? (
          <p className="pro-muted">
            <FormattedMessage id="profile.none" />
          </p>
        ) : (
          <ul>
            {profile.educations.map((edu) => (
              <li key={edu.userEduId}>
                <strong>{edu.schoolName}</strong> · {edu.majorName} · {edu.degreeName}{' '}
                <span className="pro-muted">{period(edu.eduStartTime, edu.eduEndTime, now)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pro-accomplishments">
        <h2 id="pro-accomplishments">
          <FormattedMessage id="profile.accomplishments" />
        </h2>
        {accomplishments.length === 0 ? (
          <p className="pro-muted">
            <FormattedMessage id="profile.none" />
          </p>
        ) : (
          <ul>
            {accomplishments.map((item) => (
              <li key={item.shipDeleteId}>
                <span className="pro-kind">{intl.formatMessage({ id: `accomplishment.${item.kind}` })}</span> <strong>{item.name}</strong>
                {item.organization ? ` · ${item.organization}` : ''}{' '}
                {item.getTime ? <span className="pro-muted">{item.getTime}</span> : null}
                {item.description ? <p className="pro-muted">{item.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
