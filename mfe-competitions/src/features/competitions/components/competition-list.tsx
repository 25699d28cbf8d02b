import { QueryState } from '@dcic/shared';
import { COMPETITION_SEARCH_MAX, COMPETITION_SORTS, COMPETITION_TYPES, COMPETITIONS_PER_PAGE, LIST_STATES } from '@dcic/shared/constants';
import type { CompetitionListQuery, CompetitionSort, CompetitionType, ListState } from '@dcic/shared/contract';
import { Input, Radio, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '@dcic/shared/router';
import { useCompetitionList } from '../api/competition-list';
import { FilterSelect } from './list-controls';
import { Pages } from '@dcic/shared/pages';
import { StateBadge } from './state-badge';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

/** The list's query from the address, so a filtered list can be shared and reloaded. */
export function queryFrom(params: URLSearchParams): CompetitionListQuery {
  return {
    search: params.get('search') || undefined,
    state: oneOf<ListState>(LIST_STATES, params.get('state')) ?? 'all',
    type: oneOf<CompetitionType>(COMPETITION_TYPES, params.get('type')),
    tagCode: params.get('tagCode') ?? undefined,
    indCode: params.get('indCode') ?? undefined,
    raceId: params.get('raceId') ? Number(params.get('raceId')) : undefined,
    reward: params.get('reward') === '1' ? true : undefined,
    sort: oneOf<CompetitionSort>(COMPETITION_SORTS, params.get('sort')) ?? 'default',
    page: params.get('page') ?? 1,
    per_page: COMPETITIONS_PER_PAGE,
  };
}

export function CompetitionList() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('search') ?? '');
  const query = queryFrom(params);
  const page = Number(params.get('page') ?? 1);
  const competitions = useCompetitionList(query);
  const data = competitions.data;

  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const pageHref = (number: number) => {
    const next = new URLSearchParams(params);
    if (number > 1) next.set('page', String(number));
    else next.delete('page');
    return `?${next}`;
  };

  return (
    <section className="cmp-list">
      <h1>
        <FormattedMessage id="page.list" />
      </h1>
      <Input.Search
        className="cmp-search"
        aria-label={intl.formatMessage({ id: 'list.search' })}
        placeholder={intl.formatMessage({ id: 'list.search' })}
        value={keyword}
        maxLength={COMPETITION_SEARCH_MAX}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(value) => set('search', value.trim() || undefined)}
        enterButton
      />
      {data && (
        <nav className="cmp-races" aria-label={intl.formatMessage({ id: 'list.races' })}>
          <button
            type="button"
            className={!query.raceId ? 'cmp-race cmp-race-active' : 'cmp-race'}
            onClick={() => set('raceId', undefined)}
          >
            <FormattedMessage id="list.allRaces" />
          </button>
          {data.races.map((race) => (
            <button
              key={race.id}
              type="button"
              className={query.raceId === race.id ? 'cmp-race cmp-race-active' : 'cmp-race'}
              onClick={() => set('raceId', String(race.id))}
            >
              {intl.locale === 'en-US' ? race.nameEn : race.nameCn}
            </button>
          ))}
        </nav>
      )}
      <div className="cmp-filters">
        <Radio.Group
          value={query.state}
          onChange={(e) => set('state', e.target.value === 'all' ? undefined : e.target.value)}
          optionType="button"
        >
          {LIST_STATES.map((state) => (
            <Radio.Button key={state} value={state}>
              <FormattedMessage id={`state.${state}`} />
            </Radio.Button>
          ))}
        </Radio.Group>
        <FilterSelect
          label={intl.formatMessage({ id: 'list.type' })}
          value={query.type}
          onChange={(value) => set('type', value)}
          options={COMPETITION_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `type.${type}` }) }))}
        />
        <FilterSelect
          label={intl.formatMessage({ id: 'list.tags' })}
          value={query.tagCode}
          onChange={(value) => set('tagCode', value)}
          options={data?.cmptTags.map((t) => ({ value: t.code, label: t.parentCode ? `· ${t.name}` : t.name })) ?? []}
        />
        <FilterSelect
          label={intl.formatMessage({ id: 'list.industry' })}
          value={query.indCode}
          onChange={(value) => set('indCode', value)}
          options={data?.industries.map((i) => ({ value: i.code, label: i.name })) ?? []}
        />
        <FilterSelect
          label={intl.formatMessage({ id: 'list.reward' })}
          value={query.reward ? '1' : undefined}
          onChange={(value) => set('reward', value)}
          options={[{ value: '1', label: intl.formatMessage({ id: 'list.withBonus' }) }]}
        />
        <Radio.Group value={query.sort} onChange={(e) => set('sort', e.target.value === 'default' ? undefined : e.target.value)}>
          {COMPETITION_SORTS.map((sort) => (
            <Radio key={sort} value={sort}>
              <FormattedMessage id={`sort.${sort}`} />
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <QueryState query={competitions} loading={<Spin />} isEmpty={(list) => list.cmpt.competitions.length === 0}>
        {(list) => (
          <>
            <ul className="cmp-cards">
              {list.cmpt.competitions.map((c) => (
                <li key={c.id}>
                  {/* antd's card look in the area's CSS: antd's Card brings its tabs along (~24 KB gzip). */}
                  <div className="cmp-list-card">
                    <div className="cmp-list-card-head">
                      <div className="cmp-list-card-title">
                        <Link to={`/competitions/${c.id}`}>{c.name}</Link>
                      </div>
                      <div className="cmp-list-card-extra">
                        <StateBadge state={c.timeState} canSignup={c.canSignup} />
                      </div>
                    </div>
                    <div className="cmp-list-card-body">
                      <p>{c.summary}</p>
                      <p>
                        <Tag>{intl.locale === 'en-US' ? c.race.nameEn : c.race.nameCn}</Tag>
                        <Tag>
                          <FormattedMessage id={`type.${c.type}`} />
                        </Tag>
                        {c.tags.map((t) => (
                          <Tag key={t.code}>{t.name}</Tag>
                        ))}
                      </p>
                      <p className="cmp-card-meta">
                        <FormattedMessage id="list.reward" />: {c.reward || '-'} ·{' '}
                        <FormattedMessage id="list.teams" values={{ count: c.teams }} />
                      </p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            {/* The page's first frame waits for the cards, to paint the screen whole (docs/architecture.md). */}
            <span id="dcic-first-screen-end" hidden />
            <Pages className="cmp-pages" page={page} pages={Math.ceil(list.cmpt.total / COMPETITIONS_PER_PAGE)} hrefOf={pageHref} />
          </>
        )}
      </QueryState>
    </section>
  );
}
