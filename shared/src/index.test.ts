import * as shared from '@dcic/shared';

describe('@dcic/shared public API', () => {
  it('loads without a global fetch and exposes what the front ends code against', () => {
    for (const name of [
      'http',
      'createHttp',
      'ApiError',
      'isApiError',
      'isNetworkError',
      'subscribeLoading',
      'createLoadingBar',
      'sessionStore',
      'initSession',
      'resetSession',
      'SessionProvider',
      'useUser',
      'useLocale',
      'useSession',
      'isSignedIn',
      'loadCurrentUser',
      'requireLogin',
      'loginUrl',
      'registerUrl',
      'bindingUrl',
      'logout',
      'SUPPORTED_LOCALES',
      'DEFAULT_LOCALE',
      'resolveLocale',
      'switchLanguage',
      'toggleLocale',
      'I18nProvider',
      'formatNumber',
      'formatDate',
      'assertSameKeys',
      'sharedMessages',
      'Avatar',
      'defaultBanner',
      'ErrorNotice',
      'EmptyState',
      'installChunkReloadGuard',
      'isChunkLoadError',
    ]) {
      expect(shared).toHaveProperty(name);
    }
    expect(shared.SUPPORTED_LOCALES).toEqual(['zh-CN', 'en-US']);
    expect(shared.DEFAULT_LOCALE).toBe('zh-CN');
  });
});
