import { QueryState } from '@dcic/shared';
import type { DatasetSummary, PostSummary } from '@dcic/shared/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { useHomeContent } from '../api/home-content';
import { CompetitionGroups } from './competition-groups';
import { LatestNews } from './latest-news';
import { RaceBanners } from './race-banners';
import { SiteStats } from './site-stats';

const entries = [
  { to: '/competitions', titleId: 'home.entry.competitions', bodyId: 'home.entry.competitions.body' },
  { to: '/education', titleId: 'home.entry.training', bodyId: 'home.entry.training.body' },
  { to: '/datasets', titleId: 'home.entry.datasets', bodyId: 'home.entry.datasets.body' },
  { to: '/ent-apply', titleId: 'home.entry.host', bodyId: 'home.entry.host.body' },
];

export interface HomePageProps {
  /** The "latest datasets" section, drawn by the datasets feature from the home answer's datasets; nothing shows without it. */
  latestDatasets?: (datasets: DatasetSummary[]) => ReactNode;
  /** The "community highlights" section, drawn by the discussion feature from the home answer's posts; nothing shows without it. */
  communityHighlights?: (posts: PostSummary[]) => ReactNode;
}

/** `/`: its first view, the datasets and discussion sections included, comes from one request (`GET /api/content/home`). */
export function HomePage({ latestDatasets, communityHighlights }: HomePageProps) {
  const home = useHomeContent();
  return (
    <div className="com-home">
      <section className="com-hero" aria-labelledby="com-hero-title">
        <h1 id="com-hero-title">
          <FormattedMessage id="home.title" />
        </h1>
        <p>
          <FormattedMessage id="home.subtitle" />
        </p>
        <Link className="com-hero-action" to="/competitions">
          <FormattedMessage id="home.cta" />
        </Link>
      </section>
      {home.data ? <RaceBanners banners={home.data.banners} /> : null}
      <SiteStats figures={home.data?.figures} counts={home.data?.counts} />
      <QueryState query={home} loading={<p className="com-loading" aria-busy="true" />}>
        {(data) => (
          // Below the first screen: the page's first frame skips it (`dcic-below-fold`, docs/architecture.md).
          <div className="dcic-below-fold">
            <div className="com-home-columns">
              <CompetitionGroups competitions={data.competitions} />
              <LatestNews news={data.news} />
            </div>
            {latestDatasets?.(data.datasets) ?? null}
            {communityHighlights?.(data.highlights) ?? null}
          </div>
        )}
      </QueryState>
      <section className="com-entries dcic-below-fold">
        {entries.map((entry) => (
          <Link key={entry.to} to={entry.to} className="com-entry">
            <h2>
              <FormattedMessage id={entry.titleId} />
            </h2>
            <p>
              <FormattedMessage id={entry.bodyId} />
            </p>
          </Link>
        ))}
      </section>
    </div>
  );
}
