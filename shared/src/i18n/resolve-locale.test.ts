import { LANG_STORAGE_KEY, readSavedLocale } from './saved-locale';
import { resolveLocale } from './resolve-locale';
import { normaliseLocale, toggleLocale } from './locales';

describe('resolveLocale', () => {
  it('takes the lang query parameter first, in any case', () => {
    expect(resolveLocale({ search: '?lang=en-us', saved: 'zh-CN' })).toBe('en-US');
    expect(resolveLocale({ search: 'lang=ZH-cn', saved: 'en-US' })).toBe('zh-CN');
  });

  it('then the saved language', () => {
    expect(resolveLocale({ search: '', saved: 'en-US' })).toBe('en-US');
    expect(resolveLocale({ search: '?lang=fr', saved: 'en-us' })).toBe('en-US');
  });

  it('else zh-CN', () => {
    expect(resolveLocale({ search: '', saved: null })).toBe('zh-CN');
    expect(resolveLocale({ search: '?lang=', saved: 'de-DE' })).toBe('zh-CN');
  });
});

describe('readSavedLocale', () => {
  it('prefers the lang cookie, then localStorage dcic.lang', () => {
    const storage = { getItem: (key: string) => (key === LANG_STORAGE_KEY ? 'en-US' : null) };
    expect(readSavedLocale({ cookie: 'a=1; lang=zh-CN', storage })).toBe('zh-CN');
    expect(readSavedLocale({ cookie: 'a=1', storage })).toBe('en-US');
    expect(readSavedLocale({ cookie: 'lang=xx', storage: null })).toBeNull();
  });
});

describe('locales', () => {
  it('normalises and toggles', () => {
    expect(normaliseLocale(' EN-us ')).toBe('en-US');
    expect(normaliseLocale('en')).toBeNull();
    expect(toggleLocale('zh-CN')).toBe('en-US');
    expect(toggleLocale('en-US')).toBe('zh-CN');
  });
});
