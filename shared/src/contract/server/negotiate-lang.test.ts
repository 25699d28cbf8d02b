/** @jest-environment node */
import { negotiateLang } from './negotiate-lang';

describe('negotiateLang', () => {
  it.each([
    ['en-GB', 'en-US'],
    ['zh-Hans-CN', 'zh-CN'],
    ['EN-us', 'en-US'],
    ['fr;q=1, zh-TW;q=0.5, en;q=0.8', 'en-US'],
    ['en;q=0, zh-Hans-CN', 'zh-CN'],
    ['en-US;q=0, zh-CN;q=0.1', 'zh-CN'],
  ])('reads %s as %s', (header, lang) => {
    expect(negotiateLang(header)).toBe(lang);
  });

  it.each([undefined, '', '  ', 'fr-FR,de;q=0.8', 'xx', 42])('finds no supported language in %p', (header) => {
    expect(negotiateLang(header)).toBeUndefined();
  });
});
