import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@dcic/shared/core';
import { showBackToTop } from '../lib/back-to-top';

type FollowTab = 'wechat' | 'weibo';

export function SideBar() {
  const intl = useIntl();
  const website = useSession().website ?? {};
  const [tab, setTab] = useState<FollowTab>('wechat');
  // Hidden until the page has scrolled: the server renders it hidden, and hydration must agree.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(showBackToTop(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <aside className="dcic-side-bar" aria-label={intl.formatMessage({ id: 'sidebar.label' })}>
      <div className="dcic-follow">
        <p>
          <FormattedMessage id="sidebar.follow" />
        </p>
        <div role="tablist">
          {(['wechat', 'weibo'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
              <FormattedMessage id={`sidebar.${name}`} />
            </button>
          ))}
        </div>
        <p role="tabpanel" className="dcic-follow-panel">
          <FormattedMessage id={`sidebar.${tab}.hint`} />
        </p>
      </div>
      <p className="dcic-side-phone">
        <FormattedMessage id="sidebar.phone" />: {website.contactPhone ?? ''}
      </p>
      <a className="dcic-side-feedback" href={website.feedbackUrl ?? '/help/contact'}>
        <FormattedMessage id="sidebar.feedback" />
      </a>
      {visible && (
        <button type="button" className="dcic-back-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <FormattedMessage id="sidebar.top" />
        </button>
      )}
    </aside>
  );
}
