import { initSession, resetSession } from './init-session';
import { bindingUrl, loginUrl, registerUrl } from './sso-urls';
import { setInjectedInit } from '../testing/injected-init';

beforeEach(() => {
  resetSession();
  setInjectedInit(undefined);
});

describe('SSO addresses', () => {
  it('use the configured base plus the lower-cased language', () => {
    const back = 'http://localhost:8080/competitions/3?tab=rank';
    expect(loginUrl('zh-CN', back, 'https://sso.example.com/')).toBe(
      `https://sso.example.com/zh-cn/login2?redirect=${encodeURIComponent(back)}`,
    );
    expect(registerUrl('en-US', back, 'https://sso.example.com')).toBe(
      `https://sso.example.com/en-us/register2?redirect=${encodeURIComponent(back)}`,
    );
    expect(bindingUrl('en-US', back, 'https://sso.example.com')).toBe(
      `https://sso.example.com/en-us/phone/binding?redirect=${encodeURIComponent(back)}`,
    );
  });

  it('default to the session SSO, else the local port 6060', () => {
    expect(loginUrl('en-US', '/')).toBe('http://localhost:6060/en-us/login2?redirect=%2F');
    initSession({ sso: 'https://passport.example.com' });
    expect(loginUrl('zh-CN', '/')).toBe('https://passport.example.com/zh-cn/login2?redirect=%2F');
  });
});
