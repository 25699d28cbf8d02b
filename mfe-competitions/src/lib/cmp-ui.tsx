import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useLocale } from '@dcic/shared';

/** antd under the area's own class prefix (no CSS leaks into other areas), in the session's language. */
export function CmpUi({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider prefixCls="cmp" iconPrefixCls="cmp-icon" locale={locale === 'en-US' ? enUS : zhCN} theme={{ token: { colorPrimary: '#1d4f91' } }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
