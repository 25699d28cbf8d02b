import { AreaPage, QueryState } from '@dcic/shared';
import { POST_KINDS, POST_SEARCH_MAX, POST_SORTS } from '@dcic/shared/constants';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@dcic/shared/router';
import { Pages } from '@dcic/shared/pages';
import { usePostList } from '../api/post-list';
import { pageCount, postQueryFrom, withParam, type ListParam } from '../lib/list-query';
import { BoardList } from './board-list';
import { NewPostButton } from './new-post-button';
import { PostCard } from './post-card';

/** `/discussion`: the boards, the posts by kind and order, the search and the pages, all kept in the address. */
export function DiscussionPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = postQueryFrom(params);
  const [keyword, setKeyword] = useState(query.search ?? '');
  const posts = usePostList(query);
  const set = (key: ListParam, value: string | undefined) => setParams(withParam(params, key, value));

  const search = (event: FormEvent) => {
    event.preventDefault();
    set('search', keyword.trim() || undefined);
  };

  return (
    <AreaPage titleId="page.discussion">
      <div className="com-discussion">
        <BoardList current={query.board} onChoose={(id) => set('board', id === undefined ? undefined : String(id))} />
        <div className="com-discussion-main">
          <div className="com-news-tools">
            <div className="com-news-tabs" role="group" aria-label={intl.formatMessage({ id: 'discussion.kinds' })}>
              <button type="button" aria-pressed={!query.kind} onClick={() => set('kind', undefined)}>
                <FormattedMessage id="discussion.kind.all" />
              </button>
              {POST_KINDS.map((kind) => (
                <button key={kind} type="button" aria-pressed={query.kind === kind} onClick={() => set('kind', kind)}>
                  <FormattedMessage id={`discussion.kind.${kind}`} />
                </button>
              ))}
            </div>
            <NewPostButton boardId={query.board} />
          </div>
          <div className="com-news-tools">
            <div className="com-news-tabs" role="group" aria-label={intl.formatMessage({ id: 'discussion.sorts' })}>
              {POST_SORTS.map((sort) => (
                <button key={sort} type="button" aria-pressed={query.sort === sort} onClick={() => set('sort', sort)}>
                  <FormattedMessage id={`discussion.sort.${sort}`} />
                </button>
              ))}
            </div>
            <form className="com-news-search" role="search" onSubmit={search}>
              <input
                type="search"
                aria-label={intl.formatMessage({ id: 'discussion.searchLabel' })}
                placeholder={intl.formatMessage({ id: 'discussion.searchLabel' })}
                maxLength={POST_SEARCH_MAX}
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
              />
              <button type="submit">
                <FormattedMessage id="discussion.search" />
              </button>
            </form>
          </div>
          <QueryState
            query={posts}
            loading={<p className="com-loading" aria-busy="true" />}
            isEmpty={(page) => page.list.length === 0}
            empty={
              <p className="com-news-empty">
                <FormattedMessage id={query.search ? 'discussion.noMatch' : 'discussion.empty'} values={{ search: query.search }} />
              </p>
            }
          >
            {(page) => (
              <>
                <p className="com-news-total">
                  <FormattedMessage id="discussion.total" values={{ total: page.total }} />
                </p>
                <ul className="com-post-list">
                  {page.list.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
                <Pages
                  className="com-pager"
                  page={query.page}
                  pages={pageCount(page.total, query.per_page)}
                  hrefOf={(number) => `?${withParam(params, 'page', String(number))}`}
                />
              </>
            )}
          </QueryState>
        </div>
      </div>
    </AreaPage>
  );
}
