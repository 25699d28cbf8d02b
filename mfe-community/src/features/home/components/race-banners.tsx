import { defaultBannerBackground } from '@dcic/shared/default-images';
import type { HomeContent } from '@dcic/shared/contract';
import { useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';

/**
 * The race categories whose banner is on, each leading to its own address or its competitions. A race
 * without an image gets its default banner (spec §3, by id modulo 3) as a CSS gradient, not as an SVG
 * image: each SVG image is a document of its own for the browser to parse before the first paint.
 */
export function RaceBanners({ banners }: { banners: HomeContent['banners'] }) {
  const intl = useIntl();
  if (banners.length === 0) return null;
  return (
    <nav className="com-banners" aria-label={intl.formatMessage({ id: 'home.banners' })}>
      {banners.map((banner) => {
        const inner = (
          <>
            {banner.image ? (
              <img src={banner.image} alt="" loading="lazy" />
            ) : (
              <span className="com-banner-cover" style={{ background: defaultBannerBackground(banner.raceId) }} />
            )}
            <span className="com-banner-name">{banner.name}</span>
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
