import { fingerprintAtom, sessionStore, userAtom } from '@dcic/shared';
import { trackVisits } from './track-visits';
import { visitUrl } from './lib/visit-url';

describe('visit tracking', () => {
  afterEach(() => {
    sessionStore.set(userAtom, null);
    sessionStore.set(fingerprintAtom, null);
  });

  it('reports each new address once, after the route changed, with the user and the fingerprint', async () => {
    const sent: string[] = [];
    sessionStore.set(userAtom, { id: 100001, name: 'Ada', ssoId: 'sso-1' } as never);
    sessionStore.set(fingerprintAtom, 'f'.repeat(32));
    const stop = trackVisits(window, (url) => sent.push(url));
    window.history.pushState(null, '', '/competitions?page=2');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(sent).toEqual([]); // not in the navigation's own turn
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!, 'http://site');
    expect(url.pathname).toBe('/api/visited');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hostname: 'localhost',
      path: '/competitions',
      fullPath: '/competitions?page=2',
      userId: '100001',
      ssoId: 'sso-1',
      fp: 'f'.repeat(32),
    });
    window.history.pushState(null, '', '/information');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(2);
    stop();
  });

  it('cuts long addresses to what the API accepts', () => {
    const url = new URL(visitUrl({ hostname: 'h', pathname: `/${'x'.repeat(3000)}`, search: '' }), 'http://site');
    expect(url.searchParams.get('path')).toHaveLength(500);
    expect(url.searchParams.get('fullPath')).toHaveLength(2000);
    expect(url.searchParams.has('fp')).toBe(false);
  });
});
