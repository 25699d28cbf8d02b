import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { createLoadingBar, subscribeLoading } from '@dcic/shared/core';

/**
 * A thin bar at the top of the page while requests or route changes are under way (spec §9: throttle
 * 200 ms so quick requests never flash it, at most 5000 ms so a hung request cannot pin it).
 */
export function LoadingBar() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const bar = createLoadingBar({ throttle: 200, duration: 5000, onChange: (state) => setVisible(state.visible) });
    const stopRequests = subscribeLoading({ onRequestStart: () => bar.start(), onRequestEnd: () => bar.finish() });
    const onBefore = () => bar.start();
    const onAfter = () => bar.finish();
    window.addEventListener('single-spa:before-routing-event', onBefore);
    window.addEventListener('single-spa:routing-event', onAfter);
    return () => {
      stopRequests();
      bar.dispose();
      window.removeEventListener('single-spa:before-routing-event', onBefore);
      window.removeEventListener('single-spa:routing-event', onAfter);
    };
  }, []);
  return (
    <div
      className={visible ? 'dcic-loading-bar dcic-loading-bar-on' : 'dcic-loading-bar'}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'loading' })}
      aria-hidden={!visible}
    />
  );
}
