import { QueryState } from '@dcic/shared';
import { SPECIAL_ITEM_KINDS, SPECIAL_TABS } from '@dcic/shared/constants';
import type { SpecialPage as SpecialPageData } from '@dcic/shared/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Route, Routes, useParams } from '@dcic/shared/router';
import { MarkdownBody } from '../../pages';
import { useSpecialPage } from '../api/special-page';
import { SpecialItems } from './special-items';
import { SpecialNewsPage } from './special-news-page';

function Competitions({ special }: { special: SpecialPageData }) {
  if (special.competitions.length === 0)
    return (
      <p>
        <FormattedMessage id="special.none" />
      </p>
    );
  return (
    <ul className="com-special-items">
      {special.competitions.map((competition) => (
        <li key={competition.slug} className="com-special-item">
          <h3>
            <Link to={`/competitions/${competition.id}`}>{competition.title}</Link>
          </h3>
        </li>
      ))}
    </ul>
  );
}

function Home({ special }: { special: SpecialPageData }) {
  return (
    <>
      <MarkdownBody source={special.intro} />
      <h2>
        <FormattedMessage id="special.tab.news" />
      </h2>
      <SpecialItems items={special.items.news.slice(0, 3)} kind="news" name={special.name} />
    </>
  );
}

function Child({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function SpecialContent({ special }: { special: SpecialPageData }) {
  const intl = useIntl();
  const tabTitle = (tab: string) => intl.formatMessage({ id: `special.tab.${tab}` });
  return (
    <div className="com-special">
      <header
        className="com-hero com-special-hero"
        style={special.bannerUrl ? { backgroundImage: `url(${JSON.stringify(special.bannerUrl)})`, backgroundSize: 'cover' } : undefined}
      >
        <h1>{special.title}</h1>
      </header>
      <nav aria-label={intl.formatMessage({ id: 'special.menu' })} className="com-special-menu">
        {SPECIAL_TABS.map((tab) => (
          <NavLink
            key={tab}
            to={tab === 'default' ? `/special/${special.name}` : `/special/${special.name}/${tab}`}
            end={tab === 'default'}
          >
            {tabTitle(tab)}
          </NavLink>
        ))}
      </nav>
      <div className="com-page">
        <Routes>
          <Route index element={<Home special={special} />} />
          <Route path="default" element={<Home special={special} />} />
          <Route
            path="competition"
            element={
              <Child title={tabTitle('competition')}>
                <Competitions special={special} />
              </Child>
            }
          />
          {SPECIAL_ITEM_KINDS.map((kind) => (
            <Route
              key={kind}
              path={kind}
              element={
                <Child title={tabTitle(kind)}>
                  <SpecialItems items={special.items[kind]} kind={kind} name={special.name} />
                </Child>
              }
            />
          ))}
          <Route path="news/:id" element={<SpecialNewsPage name={special.name} />} />
          <Route
            path="*"
            element={
              <p role="alert">
                <FormattedMessage id="special.noSuchPage" />
              </p>
            }
          />
        </Routes>
      </div>
    </div>
  );
}

/** `/special/:name/*`: a special contest's home and its child pages, all from one answer of the API. */
export function SpecialPage() {
  const name = useParams().name ?? '';
  const special = useSpecialPage(name);
  return (
    <QueryState query={special} loading={<p className="com-loading" aria-busy="true" />}>
      {(found) => <SpecialContent special={found} />}
    </QueryState>
  );
}
