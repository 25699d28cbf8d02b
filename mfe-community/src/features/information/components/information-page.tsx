import { AreaPage, QueryState } from '@dcic/shared';
import { NEWS_SEARCH_MAX } from '@dcic/shared/constants';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@dcic/shared/router';
import { useNewsCategories } from '../api/news-categories';
import { useNewsList } from '../api/news-list';
import { newsQueryFrom, pageCount, withParam } from '../lib/list-query';
import { NewsCard } from './news-card';
import { Pages } from '@dcic/shared/pages';

/** `/information`: the category tabs, the search, and a page of news items, all kept in the address. */
export function InformationPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = newsQueryFrom(params);
  const [keyword, setKeyword] = useState(query.search ?? '');
  const categories = useNewsCategories();
  const news = useNewsList(query);
  const set = (key: 'category' | 'search' | 'page', value: string | undefined) => setParams(withParam(params, key, value));

  const search = (event: FormEvent) => {
    event.preventDefault();
    set('search', keyword.trim() || undefined);
  };

  return (
    <AreaPage titleId="page.information">
      <div className="com-news-tools">
        <div className="com-news-tabs" role="group" aria-label={intl.formatMessage({ id: 'information.categories' })}>
          <button type="button" aria-pressed={!query.category} onClick={() => set('category', undefined)}>
            <FormattedMessage id="information.all" />
          </button>
          {categories.data?.map((category) => (
            <button
              key={category.code}
              type="button"
              aria-pressed={query.category === category.code}
              onClick={() => set('category', category.code)}
            >
              {category.name}
            </button>
          ))}
        </div>
        <form className="com-news-search" role="search" onSubmit={search}>
          <input
            type="search"
            aria-label={intl.formatMessage({ id: 'information.searchLabel' })}
            placeholder={intl.formatMessage({ id: 'information.searchLabel' })}
            maxLength={NEWS_SEARCH_MAX}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <button type="submit">
            <FormattedMessage id="information.search" />
          </button>
        </form>
      </div>
      <QueryState
        query={news}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <p className="com-news-empty">
            <FormattedMessage id={query.search ? 'information.noMatch' : 'information.empty'} values={{ search: query.search }} />
          </p>
        }
      >
        {(page) => (
          <>
            <p className="com-news-total">
              <FormattedMessage id="information.total" values={{ total: page.total }} />
            </p>
            <ul className="com-news-list">
              {page.list.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} />
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
