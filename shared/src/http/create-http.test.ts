import { appTimestampAtom, langAtom, ssoAtom, userAtom } from '../session/atoms';
import { createFakeFetch, failure, fakeResponse, ok } from '../testing/fake-fetch';
import { rejection, setupHttp as setup, TEST_PAGE as page } from '../testing/test-http';
import { ApiError } from './api-error';

describe('headers', () => {
  it('sends the session headers read from the store at call time', async () => {
    const fake = createFakeFetch(ok(null));
    const { http, store } = setup(fake);
    await http.get('/api/anything');
    expect(fake.calls[0]?.headers).toMatchObject({
      'sso-user-id': '',
      'authentication-user': '',
      'x-application-timestamp': '',
      'x-lang': 'zh-CN',
    });
    expect(fake.calls[0]?.headers).not.toHaveProperty('token');

    store.set(userAtom, { id: 42, userId: 'sso-9', token: 'tok-1' });
    store.set(appTimestampAtom, '1700000000');
    await http.get('/api/anything');
    expect(fake.calls[1]?.headers).toMatchObject({
      'sso-user-id': 'sso-9',
      'authentication-user': '42',
      'x-application-timestamp': '1700000000',
      token: 'tok-1',
    });
  });

  it('keeps the session headers away from third-party origins', async () => {
    const fake = createFakeFetch(ok(null));
    const { http, store } = setup(fake);
    store.set(userAtom, { id: 1, userId: 's', token: 'secret' });
    await http.get('https://tracker.example.com/api/visited', { envelope: false });
    expect(fake.calls[0]?.headers).not.toHaveProperty('token');
    expect(fake.calls[0]?.headers).not.toHaveProperty('sso-user-id');
  });
});

describe('credentials', () => {
  it.each([
    ['/api/users/sso', 'include'],
    ['http://localhost:8080/api/users/sso', 'include'],
    ['http://localhost:7070/api/users/sso', 'omit'],
    ['https://other.example.com/x', 'omit'],
    ['//other.example.com/x', 'omit'],
  ])('%s -> %s', async (url, credentials) => {
    const fake = createFakeFetch(ok(null));
    const { http } = setup(fake);
    await http.get(url);
    expect(fake.calls[0]?.credentials).toBe(credentials);
  });
});

describe('envelope', () => {
  it('resolves the data of an e200 envelope', async () => {
    const fake = createFakeFetch(ok({ id: 3, name: 'Ada' }));
    const { http } = setup(fake);
    await expect(http.get('/api/users/3/profile')).resolves.toEqual({ id: 3, name: 'Ada' });
  });

  it('sends query and JSON body', async () => {
    const fake = createFakeFetch(ok(1));
    const { http } = setup(fake);
    await http.get('/api/competitions', { query: { page: 2, search: 'a b' } });
    await http.post('/api/v1/inbox/messages', { receivers: [1], content: 'hi' });
    expect(fake.calls[0]?.url).toBe('/api/competitions?page=2&search=a+b');
    expect(fake.calls[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ receivers: [1], content: 'hi' }) });
  });

  it('rejects a non-e200 envelope on HTTP 200 with a typed ApiError', async () => {
    const fake = createFakeFetch(
      fakeResponse({ status: 'e40900', errno: 'e40900', message: 'Already joined' }, { headers: { 'request-id': 'r-1' } }),
    );
    const { http } = setup(fake);
    const error = await rejection(http.get('/api/teams'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'Already joined', errno: 'e40900', status: 200, requestId: 'r-1' });
  });

  it('rejects an error envelope with message, errno, HTTP status and request id', async () => {
    const fake = createFakeFetch(failure(404, 'e40400', 'Not found', { headers: { 'request-id': 'abc-123' } }));
    const { http } = setup(fake);
    const error = await rejection(http.get('/api/competitions/99'));
    expect(error).toMatchObject({ name: 'ApiError', message: 'Not found', errno: 'e40400', status: 404, requestId: 'abc-123' });
    expect(error.body).toEqual({ status: 'e40400', errno: 'e40400', message: 'Not found' });
  });

  it('gives a proxy error page an errno in the API scheme', async () => {
    const fake = createFakeFetch(fakeResponse('<html>bad gateway</html>', { status: 502 }));
    const { http } = setup(fake);
    const error = await rejection(http.post('/api/x', {}));
    expect(error).toMatchObject({ errno: 'e50200', status: 502, requestId: null });
  });

  it('rejects an HTTP 200 that is not an envelope', async () => {
    const fake = createFakeFetch(fakeResponse({ hello: 'world' }));
    const { http } = setup(fake);
    await expect(http.get('/api/x')).rejects.toMatchObject({ errno: 'BAD_RESPONSE' });
    await expect(http.get('/api/x', { envelope: false })).resolves.toEqual({ hello: 'world' });
  });

  it('resolves a bodiless success (HEAD, 204)', async () => {
    const fake = createFakeFetch(fakeResponse(undefined, { status: 204 }));
    const { http } = setup(fake);
    await expect(http.head('/set-language', { query: { lang: 'en-US' } })).resolves.toBeUndefined();
    await expect(http.delete('/api/v1/inbox/messages/1')).resolves.toBeUndefined();
  });
});

describe('envelope: false', () => {
  it("ignores a third party's own status field on success", async () => {
    const fake = createFakeFetch(fakeResponse({ status: 'ok', value: 1 }));
    const { http } = setup(fake);
    await expect(http.get('https://example.com/x.json', { envelope: false })).resolves.toEqual({ status: 'ok', value: 1 });
  });
});

describe('special errnos', () => {
  it('reloads the page on 400 with errno e30200', async () => {
    const fake = createFakeFetch(failure(400, 'e30200', 'stale'));
    const { http, reload } = setup(fake);
    await expect(http.get('/api/x')).rejects.toMatchObject({ errno: 'e30200', status: 400 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for other 400s', async () => {
    const fake = createFakeFetch(failure(400, 'e40000', 'invalid'));
    const { http, reload } = setup(fake);
    await expect(http.get('/api/x')).rejects.toMatchObject({ errno: 'e40000' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends an account without phone or e-mail to the SSO binding page', async () => {
    const fake = createFakeFetch(failure(403, 'UNBOUND_PHONE_OR_EMAIL', 'bind first'));
    const { http, navigate, store } = setup(fake);
    store.set(ssoAtom, 'https://sso.example.com');
    store.set(langAtom, 'en-US');
    await expect(http.get('/api/users/sso')).rejects.toMatchObject({ errno: 'UNBOUND_PHONE_OR_EMAIL', status: 403 });
    expect(navigate).toHaveBeenCalledWith(`https://sso.example.com/en-us/phone/binding?redirect=${encodeURIComponent(page.href)}`);
  });
});

describe('baseURL', () => {
  it('judges the origin after applying the base', async () => {
    const fake = createFakeFetch(ok(null));
    const { http, store } = setup(fake, { baseURL: 'http://localhost:7070/' });
    store.set(userAtom, { id: 1, userId: 's', token: 't' });
    await http.get('/api/users/sso');
    expect(fake.calls[0]).toMatchObject({ url: 'http://localhost:7070/api/users/sso', credentials: 'omit' });
    expect(fake.calls[0]?.headers).not.toHaveProperty('token');
  });
});
