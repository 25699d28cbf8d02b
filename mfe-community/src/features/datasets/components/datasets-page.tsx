import { AreaPage, QueryState } from '@dcic/shared';
import { DATASET_LICENCES, DATASET_SEARCH_MAX, DATASET_SORTS } from '@dcic/shared/constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '@dcic/shared/router';
import { useDatasetFacets } from '../api/dataset-facets';
import { useDatasetList } from '../api/dataset-list';
import { datasetQueryFrom, pageCount, withParam, type DatasetParam } from '../lib/list-query';
import { DatasetCard } from './dataset-card';
import { Pages } from '@dcic/shared/pages';

interface FilterProps {
  label: string;
  value: string | number | undefined;
  onChange: (value: string | undefined) => void;
  children: ReactNode;
}

/** One filter of the catalogue: a labelled choice whose first option is "all". */
function Filter({ label, value, onChange, children }: FilterProps) {
  return (
    <label className="com-dataset-filter">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">
          <FormattedMessage id="datasets.any" />
        </option>
        {children}
      </select>
    </label>
  );
}

/** `/datasets`: search, filters, sort and a page of datasets, all kept in the address. */
export function DatasetsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = datasetQueryFrom(params);
  const [keyword, setKeyword] = useState(query.search ?? '');
  const facets = useDatasetFacets();
  const datasets = useDatasetList(query);
  const set = (key: DatasetParam, value: string | undefined) => setParams(withParam(params, key, value));
  const say = (id: string) => intl.formatMessage({ id });

  const search = (event: FormEvent) => {
    event.preventDefault();
    set('search', keyword.trim() || undefined);
  };
  const filtered = Boolean(query.search || query.licence || query.competition || query.race || query.tag);

  return (
    <AreaPage titleId="page.datasets">
      <div className="com-dataset-tools">
        <form className="com-news-search" role="search" onSubmit={search}>
          <input
            type="search"
            aria-label={say('datasets.searchLabel')}
            placeholder={say('datasets.searchLabel')}
            maxLength={DATASET_SEARCH_MAX}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <button type="submit">
            <FormattedMessage id="datasets.search" />
          </button>
        </form>
        <Link className="com-dataset-publish" to="/datasets/new">
          <FormattedMessage id="datasets.publish" />
        </Link>
      </div>
      <div className="com-dataset-filters" role="group" aria-label={say('datasets.filters')}>
        <Filter label={say('datasets.licence')} value={query.licence} onChange={(value) => set('licence', value)}>
          {DATASET_LICENCES.map((code) => (
            <option key={code} value={code}>
              {say(`datasets.licence.${code}`)}
            </option>
          ))}
        </Filter>
        <Filter label={say('datasets.competition')} value={query.competition} onChange={(value) => set('competition', value)}>
          {facets.data?.competitions.map((competition) => (
            <option key={competition.id} value={competition.id}>
              {competition.name}
            </option>
          ))}
        </Filter>
        <Filter label={say('datasets.race')} value={query.race} onChange={(value) => set('race', value)}>
          {facets.data?.races.map((race) => (
            <option key={race.code} value={race.code}>
              {race.name}
            </option>
          ))}
        </Filter>
        <Filter label={say('datasets.tag')} value={query.tag} onChange={(value) => set('tag', value)}>
          {facets.data?.tags.map(({ tag }) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </Filter>
        <label className="com-dataset-filter">
          <span>{say('datasets.sort')}</span>
          <select value={query.sort} onChange={(event) => set('sort', event.target.value)}>
            {DATASET_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {say(`datasets.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        query={datasets}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <p className="com-news-empty">
            <FormattedMessage id={filtered ? 'datasets.noMatch' : 'datasets.empty'} />
          </p>
        }
      >
        {(page) => (
          <>
            <p className="com-news-total">
              <FormattedMessage id="datasets.total" values={{ total: page.total }} />
            </p>
            <ul className="com-dataset-list">
              {page.list.map((dataset) => (
                <li key={dataset.id}>
                  <DatasetCard dataset={dataset} />
                </li>
              ))}
            </ul>
            <Pages
              className="com-pager"
              page={query.page}
              pages={pageCount(page.total)}
              hrefOf={(number) => `?${withParam(params, 'page', String(number))}`}
            />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
