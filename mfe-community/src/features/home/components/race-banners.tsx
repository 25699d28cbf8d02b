import { defaultBanner } from '@dcic/shared';
import type { HomeContent } from '@dcic/shared/contract';
import { useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';

/** The race categories whose banner is on, each leading to its own address or its competitions. */
export function RaceBanners({ banners }: { banners: HomeContent['banners'] }) {
  const intl = useIntl();
  if (banners.length === 0) return null;
  return (
    <nav className="com-banners" aria-label={intl.formatMessage({ id: 'home.banners' })}>
      {banners.map((banner) => {
        const inner = (
          <>
            <img src={banner.image || defaultBanner(banner.raceId)} alt="" loading="lazy" />
            <span>{banner.name}</span>
          </>
        );
        return /^https?:/.test(banner.link) ? (
          <a key={banner.raceId} className="com-banner" href={banner.link} target="_blank" rel="noopener noreferrer">
            {inner}
          </a>
        ) : (
          <Link key={banner.raceId} className="com-banner" to={banner.link}>
            {inner}
          </Link>
        );
      })}
    </nav>
  );
}
