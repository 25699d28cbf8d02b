import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** Time left until `end`, refreshed every second. */
export function Countdown({ end }: { end: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, new Date(end).getTime() - now);
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return (
    <span className="cmp-countdown">
      <FormattedMessage id="detail.countdown" values={{ days, hours, minutes, seconds }} />
    </span>
  );
}
