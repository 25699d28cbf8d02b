import type { CompetitionListQuery, ListState } from '@dcic/shared/contract';
import { EmptyState } from '@dcic/shared';
import { Card, Input, Pagination, Radio, Select, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useRequest } from '../../../lib/use-request';
import { listCompetitions } from '../api/competitions-api';
import { StateBadge } from './state-badge';

const PER_PAGE = 12;

export function CompetitionListPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('search') ?? '');
  const page = Number(params.get('page') ?? 1);
  const query: CompetitionListQuery = {
    search: params.get('search') || undefined,
    state: (params.get('state') as ListState | null) ?? 'all',
    type: (params.get('type') as 'computing' | 'solution' | null) ?? undefined,
    tagCode: params.get('tagCode') ?? undefined,
    indCode: params.get('indCode') ?? undefined,
    raceId: params.get('raceId') ? Number(params.get('raceId')) : undefined,
    reward: params.get('reward') === '1' ? true : undefined,
    sort: (params.get('sort') as 'default' | 'hottest' | 'latest' | null) ?? 'default',
    page,
    per_page: PER_PAGE,
  };
  const { data, loading } = useRequest(() => listCompetitions(query), [params.toString()]);

  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
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
        maxLength={100}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(value) => set('search', value.trim() || undefined)}
        enterButton
      />
      {data && (
        <nav className="cmp-races" aria-label={intl.formatMessage({ id: 'list.races' })}>
          <button type="button" className={!query.raceId ? 'cmp-race cmp-race-active' : 'cmp-race'} onClick={() => set('raceId', undefined)}>
            <FormattedMessage id="list.allRaces" />
          </button>
          {data.races.map((race) => (
            <button key={race.id} type="button" className={query.raceId === race.id ? 'cmp-race cmp-race-active' : 'cmp-race'} onClick={() => set('raceId', String(race.id))}>
              {intl.locale === 'en-US' ? race.nameEn : race.nameCn}
            </button>
          ))}
        </nav>
      )}
      <div className="cmp-filters">
        <Radio.Group value={query.state} onChange={(e) => set('state', e.target.value === 'all' ? undefined : e.target.value)} optionType="button">
          {(['all', 'in-progress', 'signup', 'ended'] as const).map((state) => (
            <Radio.Button key={state} value={state}>
              <FormattedMessage id={`state.${state}`} />
            </Radio.Button>
          ))}
        </Radio.Group>
        <Select
          aria-label={intl.formatMessage({ id: 'list.type' })}
          allowClear
          placeholder={intl.formatMessage({ id: 'list.type' })}
          value={query.type}
          onChange={(value) => set('type', value)}
          options={[
            { value: 'computing', label: intl.formatMessage({ id: 'type.computing' }) },
            { value: 'solution', label: intl.formatMessage({ id: 'type.solution' }) },
          ]}
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label={intl.formatMessage({ id: 'list.tags' })}
          allowClear
          placeholder={intl.formatMessage({ id: 'list.tags' })}
          value={query.tagCode}
          onChange={(value) => set('tagCode', value)}
          options={data?.cmptTags.map((t) => ({ value: t.code, label: t.parentCode ? `· ${t.name}` : t.name })) ?? []}
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label={intl.formatMessage({ id: 'list.industry' })}
          allowClear
          placeholder={intl.formatMessage({ id: 'list.industry' })}
          value={query.indCode}
          onChange={(value) => set('indCode', value)}
          options={data?.industries.map((i) => ({ value: i.code, label: i.name })) ?? []}
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label={intl.formatMessage({ id: 'list.reward' })}
          allowClear
          placeholder={intl.formatMessage({ id: 'list.reward' })}
          value={query.reward ? '1' : undefined}
          onChange={(value) => set('reward', value)}
          options={[{ value: '1', label: intl.formatMessage({ id: 'list.withBonus' }) }]}
          style={{ minWidth: 140 }}
        />
        <Radio.Group value={query.sort} onChange={(e) => set('sort', e.target.value === 'default' ? undefined : e.target.value)}>
          {(['default', 'hottest', 'latest'] as const).map((sort) => (
            <Radio key={sort} value={sort}>
              <FormattedMessage id={`sort.${sort}`} />
            </Radio>
          ))}
        </Radio.Group>
      </div>
      {loading && !data ? (
        <Spin />
      ) : data && data.cmpt.competitions.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="cmp-cards">
          {data?.cmpt.competitions.map((c) => (
            <li key={c.id}>
              <Card title={<Link to={`/competitions/${c.id}`}>{c.name}</Link>} extra={<StateBadge state={c.timeState} canSignup={c.canSignup} />}>
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
                  <FormattedMessage id="list.reward" />: {c.reward || '-'} · <FormattedMessage id="list.teams" values={{ count: c.teams }} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {data && data.cmpt.total > PER_PAGE && <Pagination current={page} pageSize={PER_PAGE} total={data.cmpt.total} onChange={(page) => set('page', String(page))} showSizeChanger={false} />}
    </section>
  );
}
