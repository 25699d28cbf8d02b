// antd on the server, for an area's first view (docs/architecture.md): the view in the area's theme,
// rendered with a style cache of its own, and the styles antd made for it. Bundled with the area's
// first view, like `@dcic/shared/area-theme` with its pages, so it is the area's own antd.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import type { StyledView } from '../first-view';
import type { Locale } from '../i18n/locales';
import { AreaTheme } from './area-theme';
import { usedStyles, withoutStyleRecord } from './used-styles';

/** `styled` of `createFirstView` for an area drawn with antd. */
export function antdFirstView(view: ReactNode, { prefix, locale }: { prefix: string; locale: Locale }): StyledView {
  // One cache per page: what one page rendered never lands in another's styles.
  const cache = createCache();
  return {
    element: (
      <StyleProvider cache={cache}>
        <AreaTheme prefix={prefix} texts={locale === 'en-US' ? enUS : zhCN}>
          {view}
        </AreaTheme>
      </StyleProvider>
    ),
    // Only the rules the view can use (used-styles.ts): antd's full styles come with the area's script.
    styles: (html) => usedStyles(withoutStyleRecord(extractStyle(cache)), html),
  };
}
