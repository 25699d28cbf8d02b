import { QueryState } from '@dcic/shared';
import { EXPERT_TYPES } from '@dcic/shared/constants';
import type { Expert, ExpertKind } from '@dcic/shared/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@dcic/shared/router';
import { MarkdownBody } from '../../pages';
import { useExperts } from '../api/experts';

export function toExpertType(value: string | null): ExpertKind | undefined {
  return EXPERT_TYPES.find((type) => type === value);
}

function ExpertCard({ expert }: { expert: Expert }) {
  const intl = useIntl();
  return (
    <li className="com-expert">
      {expert.photoUrl ? (
        <img src={expert.photoUrl} alt="" className="com-expert-photo" />
      ) : (
        <span className="com-expert-photo" aria-hidden="true">
          {expert.name.slice(0, 1)}
        </span>
      )}
      <div>
        <h2>{expert.name}</h2>
        <p className="com-expert-role">{[expert.title, expert.organisation].filter(Boolean).join(' · ')}</p>
        <p className="com-expert-type">{intl.formatMessage({ id: `experts.type.${expert.type}` })}</p>
        {expert.bio && <MarkdownBody source={expert.bio} />}
      </div>
    </li>
  );
}

/** `/experts`: the experts of the three types, filtered by type (`?type=`). */
export function ExpertsPage() {
  const [params, setParams] = useSearchParams();
  const type = toExpertType(params.get('type'));
  const experts = useExperts(type);
  const intl = useIntl();
  const choices: Array<ExpertKind | undefined> = [undefined, ...EXPERT_TYPES];
  return (
    <section className="com-page com-experts" aria-labelledby="com-experts-title">
      <h1 id="com-experts-title">
        <FormattedMessage id="experts.title" />
      </h1>
      <div role="group" aria-label={intl.formatMessage({ id: 'experts.filter' })} className="com-experts-filter">
        {choices.map((choice) => (
          <button
            key={choice ?? 'all'}
            type="button"
            aria-pressed={choice === type}
            onClick={() => setParams(choice ? { type: choice } : {})}
          >
            <FormattedMessage id={`experts.type.${choice ?? 'all'}`} />
          </button>
        ))}
      </div>
      <QueryState query={experts} loading={<p className="com-loading" aria-busy="true" />} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="com-expert-list">
            {list.map((expert) => (
              <ExpertCard key={expert.slug} expert={expert} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
