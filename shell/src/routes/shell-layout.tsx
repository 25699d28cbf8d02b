import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { SideBar } from '../features/side-bar';
import { layoutFor, specialNameOf } from './layout-for';

export interface ShellLayoutProps {
  pathname: string;
  search: string;
  /** The page's full address: where signing in returns to. */
  here: string;
  /** The element areas mount into; always in the same place so a layout change never remounts it. */
  region: ReactNode;
  /** The shell's own page (404, /error) when no area claims the address. */
  page: ReactNode;
}

export function ShellLayout({ pathname, search, here, region, page }: ShellLayoutProps) {
  const layout = layoutFor(pathname);
  const special = layout === 'special' ? specialNameOf(pathname) : null;

  const withHeader =
    layout === 'default' || layout === 'profile' || layout === 'special' || layout === 'expert-review' || layout === 'landing';
  const withFooter = layout !== 'blank' && layout !== 'review';
  const withSideBar = layout === 'default' || layout === 'special';
  const reviewer = layout === 'expert-review' ? new URLSearchParams(search).get('name') : null;

  return (
    <div className={`dcic-layout dcic-layout-${layout}`}>
      {withHeader ? <Header pathname={pathname} here={here} /> : null}
      {reviewer ? (
        <p className="dcic-expert-banner">
          <FormattedMessage id="expert.reviewer" values={{ name: reviewer }} />
        </p>
      ) : null}
      <main className="dcic-main">
        {region}
        {page}
      </main>
      {withFooter ? <Footer special={special} /> : null}
      {withSideBar ? <SideBar /> : null}
    </div>
  );
}
