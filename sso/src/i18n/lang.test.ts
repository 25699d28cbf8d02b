import { apiLang, pageLang } from './lang';
import { t } from './messages';

describe('language', () => {
  it('API: cookie, then x-lang, then Accept-Language, then zh-CN', () => {
    expect(apiLang({ cookie: 'en-US', header: 'zh-CN' })).toBe('en-US');
    expect(apiLang({ header: 'en-US', acceptLanguage: 'zh-CN' })).toBe('en-US');
    expect(apiLang({ acceptLanguage: 'fr;q=1, en-GB;q=0.8, zh;q=0.5' })).toBe('en-US');
    expect(apiLang({ cookie: 'fr' })).toBe('zh-CN');
  });

  it('pages: path prefix, then query, then cookie, then zh-CN', () => {
    expect(pageLang({ path: '/en-us/login2?lang=zh-CN', query: 'zh-CN' })).toBe('en-US');
    expect(pageLang({ path: '/login2?lang=en-US', query: 'en-US', cookie: 'zh-CN' })).toBe('en-US');
    expect(pageLang({ path: '/login2', cookie: 'en-US' })).toBe('en-US');
    expect(pageLang({ path: '/login2' })).toBe('zh-CN');
  });

  it('fills placeholders, field names included', () => {
    expect(t('en-US', 'error.fieldNotText', { field: { key: 'field.account' } })).toBe('The account must be text.');
    expect(t('zh-CN', 'error.fieldNotText', { field: { key: 'field.account' } })).toBe('账号必须是文本。');
    expect(t('zh-CN', 'error.tooManyFailures', { minutes: 15 })).toBe('登录失败次数过多，请 15 分钟后再试。');
  });
});
