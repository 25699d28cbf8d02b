import { FormattedMessage } from 'react-intl';
import { switchLanguage, toggleLocale, type Locale } from '@dcic/shared/core';

/** Visitors switch language here; signed-in users also have it in the avatar menu. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const next = toggleLocale(locale);
  return (
    <button type="button" className="dcic-lang-switch" lang={next} onClick={() => void switchLanguage(next)}>
      <FormattedMessage id={`lang.${next}`} />
    </button>
  );
}
