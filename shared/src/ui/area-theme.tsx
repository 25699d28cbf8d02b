import { ConfigProvider, theme } from 'antd';
import type { Locale as AntdTexts } from 'antd/es/locale';
import type { ReactNode } from 'react';
import type { Locale } from '../i18n/locales';
import { NoticesProvider } from './use-notices';

export type { AntdTexts };

/** antd's own texts (pickers, pagination, empty lists, forms' messages), loaded in the page's language alone. */
export const antdTexts: Record<Locale, () => Promise<AntdTexts>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN').then((module) => module.default),
  'en-US': () => import('antd/es/locale/en_US').then((module) => module.default),
};

/**
 * The site's colours for antd; every area shares them, so a button looks the same everywhere. Text
 * colours are darker than antd's defaults so every text, placeholder and tag reads at a contrast of
 * at least 4.5:1 (WCAG AA): antd's grey placeholders and hints and its status colours fall below it.
 * The text of coloured tags comes from antd's preset palettes, darkened in the shell's page styles.
 */
const SITE_THEME = {
  token: {
    colorPrimary: '#1d4f91',
    colorInfo: '#1d4f91',
    colorSuccess: '#237804',
    colorWarning: '#ad6800',
    colorError: '#c41d1d',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
  },
};

export interface AreaThemeProps {
  /** The area's class prefix (the roster's), given to antd's classes and icons. */
  prefix: string;
  /** antd's texts in the session's language (`antdTexts`). */
  texts: AntdTexts;
  children: ReactNode;
}

/**
 * antd under the area's own class prefix (its CSS never styles another area's elements), with its
 * texts in the session's language (loaded by the caller from `antdTexts`) and the site's theme.
 * Buttons keep their text as written: antd would put a space between two Chinese characters
 * ("保 存"), which the site's wording does not have.
 *
 * antd is not shared between areas (each bundles only the components it uses), so this provider must
 * be the area's own copy: the area imports it as `@dcic/shared/area-theme` (bundled with the area) and
 * hands it to `createRemoteApp({ antd: () => import('@dcic/shared/area-theme') })`. It imports nothing
 * else of `@dcic/shared`, so no second copy of the session or the area context comes with it.
 *
 * Notices and confirm dialogs come from `useNotices()` (`@dcic/shared/notices`), which loads antd's
 * message and modal with the first notice.
 */
export function AreaTheme({ prefix, texts, children }: AreaThemeProps) {
  return (
    <ConfigProvider
      prefixCls={prefix}
      iconPrefixCls={`${prefix}-icon`}
      locale={texts}
      theme={SITE_THEME}
      button={{ autoInsertSpace: false }}
    >
      <NoticesProvider>
        <AreaText prefix={prefix}>{children}</AreaText>
      </NoticesProvider>
    </ConfigProvider>
  );
}

/**
 * The area's text in antd's colour, size, line height and font, as antd's `App` set them (the area
 * used it for its notices; `NoticesProvider` replaces it without loading message and modal up front).
 */
function AreaText({ prefix, children }: { prefix: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className={`${prefix}-app`}
      style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}
    >
      {children}
    </div>
  );
}
