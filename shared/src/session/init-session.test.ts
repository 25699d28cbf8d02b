import { fingerprintAtom, practiceAtom, sessionAtom } from './atoms';
import { initSession, resetSession } from './init-session';
import { sessionStore } from './store';
import { setInjectedInit } from '../testing/injected-init';

beforeEach(() => {
  resetSession();
  setInjectedInit(undefined);
});

describe('initSession', () => {
  it('fills the session from window.__DCIC_INIT__', () => {
    setInjectedInit({
      lang: 'en-us',
      locales: ['zh-CN', 'en-US'],
      user: { id: 5, userId: 'u-5', name: 'Ada' },
      sso: 'https://sso.example.com/',
      app_timestamp: 1700000000,
      website: { title: 'DCIC', keywords: 'contest', description: 'Digital innovation contest' },
      forums: 'https://forums.example.com',
      practice: 'https://practice.example.com',
      lab: 'https://lab.example.com',
      tongji: 'https://tongji.example.com',
      isInsideFrame: false,
    });
    const session = initSession();
    expect(session).toMatchObject({
      lang: 'en-US',
      locales: ['zh-CN', 'en-US'],
      user: { id: 5, userId: 'u-5' },
      sso: 'https://sso.example.com',
      app_timestamp: '1700000000',
      website: { title: 'DCIC', keywords: 'contest', description: 'Digital innovation contest' },
      forums: 'https://forums.example.com',
      practice: { url: 'https://practice.example.com', tabIndex: 0 },
      lab: 'https://lab.example.com',
      tongji: 'https://tongji.example.com',
      isInsideFrame: false,
      fingerprint: null,
      profile: null,
    });
  });

  it('falls back to safe defaults for a missing or malformed init object', () => {
    const session = initSession({ lang: 'fr', user: 'nobody' as never, sso: '', locales: 'x' as never, isInsideFrame: 'no' as never });
    expect(session).toMatchObject({
      lang: 'zh-CN',
      user: null,
      sso: 'http://localhost:6060',
      locales: ['zh-CN', 'en-US'],
      isInsideFrame: true,
    });
  });

  it('resetSession restores the defaults', () => {
    initSession({ user: { id: 1, userId: 'x' }, isInsideFrame: false });
    sessionStore.set(fingerprintAtom, 'fp');
    sessionStore.set(practiceAtom, { tabIndex: 2 });
    resetSession();
    expect(sessionStore.get(sessionAtom)).toMatchObject({ user: null, isInsideFrame: true, fingerprint: null, practice: { tabIndex: 0 } });
  });
});

describe('initSession language', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lets the lang query parameter outrank the init object', () => {
    window.history.replaceState(null, '', '/competitions?lang=en-us');
    expect(initSession({ lang: 'zh-CN' }).lang).toBe('en-US');
  });

  it('otherwise takes the init object language', () => {
    expect(initSession({ lang: 'en-US' }).lang).toBe('en-US');
  });
});
