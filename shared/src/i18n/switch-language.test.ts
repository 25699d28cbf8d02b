import { createFakeFetch, failure, fakeResponse, networkFailure } from '../testing/fake-fetch';
import { createTestHttp } from '../testing/test-http';
import { langAtom } from '../session/atoms';
import { resetSession } from '../session/init-session';
import { sessionStore } from '../session/store';
import { switchLanguage } from './switch-language';

function targets() {
  const saved = new Map<string, string>();
  return {
    saved,
    storage: { setItem: (key: string, value: string) => void saved.set(key, value) },
    doc: { cookie: '' },
    reload: jest.fn(),
    navigate: jest.fn(),
  };
}

beforeEach(() => resetSession());

describe('switchLanguage', () => {
  it('asks the server first, then stores the language and reloads', async () => {
    const fake = createFakeFetch(fakeResponse(undefined, { status: 200 }));
    const t = targets();
    await switchLanguage('en-us', { http: createTestHttp(fake), ...t, href: 'http://localhost:8080/competitions' });
    expect(fake.calls[0]).toMatchObject({ method: 'HEAD', url: '/set-language?lang=en-US' });
    expect(t.saved.get('dcic.lang')).toBe('en-US');
    expect(t.doc.cookie).toMatch(/^lang=en-US;/);
    expect(sessionStore.get(langAtom)).toBe('en-US');
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('stores nothing and does not reload when the server refuses', async () => {
    const fake = createFakeFetch(failure(500, 'e50000'));
    const t = targets();
    await expect(switchLanguage('en-US', { http: createTestHttp(fake), ...t })).rejects.toMatchObject({ status: 500 });
    expect(t.saved.size).toBe(0);
    expect(t.doc.cookie).toBe('');
    expect(sessionStore.get(langAtom)).toBe('zh-CN');
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('stores nothing when the network is down', async () => {
    const fake = createFakeFetch(networkFailure());
    const t = targets();
    await expect(switchLanguage('en-US', { http: createTestHttp(fake), ...t })).rejects.toMatchObject({ errno: 'NETWORK' });
    expect(t.saved.size).toBe(0);
  });

  it('rewrites a lang query parameter instead of reloading into the old language', async () => {
    const fake = createFakeFetch(fakeResponse(undefined));
    const t = targets();
    await switchLanguage('zh-CN', { http: createTestHttp(fake), ...t, href: 'http://localhost:8080/rank?lang=en-US&page=2' });
    expect(t.navigate).toHaveBeenCalledWith('http://localhost:8080/rank?lang=zh-CN&page=2');
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('refuses an unsupported language without calling the server', async () => {
    const fake = createFakeFetch(fakeResponse(undefined));
    await expect(switchLanguage('fr-FR', { http: createTestHttp(fake), ...targets() })).rejects.toThrow(RangeError);
    expect(fake.calls).toHaveLength(0);
  });
});
