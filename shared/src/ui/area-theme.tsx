import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useLocale } from '../session/hooks';
import { useArea } from './area-context';

/** The site's colours for antd; every area shares them, so a button looks the same everywhere. */
const SITE_THEME = { token: { colorPrimary: '#1d4f91' } };

/**
 * antd under the area's own class prefix (its CSS never styles another area's elements), in the
 * session's language, with the site's theme. Buttons keep their text as written: antd would put a
 * space between two Chinese characters ("保 存"), which the site's wording does not have.
 */
export function AreaTheme({ children }: { children: ReactNode }) {
  const { prefix } = useArea();
  const locale = useLocale();
  return (
    <ConfigProvider
      prefixCls={prefix}
      iconPrefixCls={`${prefix}-icon`}
      locale={locale === 'en-US' ? enUS : zhCN}
      theme={SITE_THEME}
      button={{ autoInsertSpace: false }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
