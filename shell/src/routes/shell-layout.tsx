import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Header } from '../chrome/header';
import { Footer } from '../chrome/footer';
import { SideBar } from '../chrome/side-bar';
import { layoutFor, specialNameOf } from '../routing/layout-for';
import { fetchSpecialFooter } from './special-footer';

export interface ShellLayoutProps {
  pathname: string;
  search: string;
  /** The element areas mount into; always in the same place so a layout change never remounts it. */
  region: ReactNode;
  /** The shell's own page (404, /error) when no area claims the address. */
  page: ReactNode;
}

export function ShellLayout({ pathname, search, region, page }: ShellLayoutProps) {
  const layout = layoutFor(pathname);
  const special = layout === 'special' ? specialNameOf(pathname) : null;
  const [specialFooter, setSpecialFooter] = useState<string | null>(null);

  useEffect(() => {
    if (!special) return;
    let live = true;
    void fetchSpecialFooter(special).then((text) => live && setSpecialFooter(text));
    return () => {
      live = false;
    };
  }, [special]);

  const withHeader = layout === 'default' || layout === 'profile' || layout === 'special' || layout === 'expert-review' || layout === 'landing';
  const withFooter = layout !== 'blank' && layout !== 'review';
  const withSideBar = layout === 'default' || layout === 'special';
  const reviewer = layout === 'expert-review' ? new URLSearchParams(search).get('name') : null;

  return (
    <div className={`dcic-layout dcic-layout-${layout}`}>
      {withHeader ? <Header pathname={pathname} /> : null}
      {layout === 'review' ? (
        <header className="dcic-review-header">
          <FormattedMessage id="review.title" />
        </header>
      ) : null}
      {reviewer ? (
        <p className="dcic-expert-banner">
          <FormattedMessage id="expert.reviewer" values={{ name: reviewer }} />
        </p>
      ) : null}
      <main className="dcic-main">
        {region}
        {page}
      </main>
      {withFooter ? <Footer specialText={layout === 'special' ? specialFooter : undefined} /> : null}
      {withSideBar ? <SideBar /> : null}
    </div>
  );
}
