import { requestLanguage } from './language';

const lang = (headers: Record<string, string>, cookies?: Record<string, string>) => requestLanguage({ headers, cookies });

describe('requestLanguage', () => {
  it('defaults to zh-CN', () => {
    expect(lang({})).toBe('zh-CN');
    expect(lang({ 'accept-language': 'fr-FR,de;q=0.8' })).toBe('zh-CN');
  });

  it('prefers the lang cookie, then x-lang, then Accept-Language', () => {
    expect(lang({ 'x-lang': 'zh-CN', 'accept-language': 'zh' }, { lang: 'en-US' })).toBe('en-US');
    expect(lang({ cookie: 'a=1; lang=en-US', 'x-lang': 'zh-CN' })).toBe('en-US');
    expect(lang({ 'x-lang': 'en-US', 'accept-language': 'zh-CN' })).toBe('en-US');
    expect(lang({ 'accept-language': 'en-GB' })).toBe('en-US');
  });

  it('ranks Accept-Language by quality', () => {
    expect(lang({ 'accept-language': 'fr;q=1, zh-TW;q=0.5, en;q=0.8' })).toBe('en-US');
    expect(lang({ 'accept-language': 'en;q=0, zh-Hans-CN' })).toBe('zh-CN');
  });

  it('ignores an unknown cookie value', () => {
    expect(lang({ 'accept-language': 'en' }, { lang: 'xx' })).toBe('en-US');
  });
});
