import { createStore } from 'jotai';
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { appTimestampAtom, langAtom, ssoAtom, userAtom } from '../session/atoms';
import { TEST_PAGE as page } from '../testing/test-http';
import { ApiError } from './api-error';
import { createLoadingEmitter } from './loading';
import { createUploader } from './upload';

const uploadPicture = endpoint({
  method: 'POST',
  path: '/api/albums/:id/pictures',
  access: 'user',
  tags: ['test'],
  summary: 'Upload a picture',
  params: z.object({ id: z.coerce.number() }),
  multipart: { file: 'picture', fields: ['caption'] },
  response: z.object({ id: z.number() }),
});

/** A scripted XMLHttpRequest: the test decides when and how the server answers. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The server answers. */
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
}

function setup(options: { baseURL?: string } = {}) {
  const store = createStore();
  const reload = jest.fn();
  const navigate = jest.fn();
  const loading = createLoadingEmitter();
  const uploadTo = createUploader({
    store,
    reload,
    navigate,
    loading,
    location: () => page,
    XMLHttpRequest: FakeXhr as unknown as new () => XMLHttpRequest,
    ...options,
  });
  return { uploadTo, store, reload, navigate, loading };
}

const file = () => new File(['id,target\n1,0\n'], 'prediction.csv', { type: 'text/csv' });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the upload to reject');
}

describe('uploadTo', () => {
  it('posts the file and fields to the filled path with the session headers and resolves the envelope data', async () => {
    const { uploadTo, store } = setup();
    store.set(userAtom, { id: 42, userId: 'sso-9', token: 'tok-1' });
    store.set(appTimestampAtom, '1700000000');
    const done = uploadTo(uploadPicture, { params: { id: 7 }, file: file(), fields: { caption: 'hi' } });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/albums/7/pictures', withCredentials: true });
    expect(xhr.headers).toMatchObject({
      'sso-user-id': 'sso-9',
      'authentication-user': '42',
      'x-application-timestamp': '1700000000',
      'x-lang': 'zh-CN',
      token: 'tok-1',
    });
    expect(xhr.body?.get('caption')).toBe('hi');
    expect((xhr.body?.get('picture') as File).name).toBe('prediction.csv');
    xhr.answer(200, { status: 'e200', data: { id: 3 } });
    await expect(done).resolves.toEqual({ id: 3 });
  });

  it('reports progress in percent', async () => {
    const { uploadTo } = setup();
    const seen: number[] = [];
    const done = uploadTo(uploadPicture, { params: { id: 1 }, file: file(), onProgress: (p) => seen.push(p.percent) });
    FakeXhr.last.progress(1, 4);
    FakeXhr.last.progress(4, 4);
    FakeXhr.last.answer(200, { status: 'e200', data: { id: 1 } });
    await done;
    expect(seen).toEqual([25, 100]);
  });

  it('rejects an error envelope with a typed ApiError carrying message, errno, status and request id', async () => {
    const { uploadTo } = setup();
    const done = uploadTo(uploadPicture, { params: { id: 1 }, file: file() });
    FakeXhr.last.answer(403, { status: 'e40319', errno: 'e40319', message: '本阶段提交次数已用完（1/1）' }, { 'request-id': 'r-9' });
    const error = await rejection(done);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '本阶段提交次数已用完（1/1）', errno: 'e40319', status: 403, requestId: 'r-9' });
  });

  it('words failures the server did not word in the session language', async () => {
    const { uploadTo, store } = setup();
    const proxy = uploadTo(uploadPicture, { params: { id: 1 }, file: file() });
    FakeXhr.last.answer(413, '<html>Request Entity Too Large</html>');
    expect(await rejection(proxy)).toMatchObject({ errno: 'e41300', status: 413, message: '出错了，请稍后再试' });

    store.set(langAtom, 'en-US');
    const offline = uploadTo(uploadPicture, { params: { id: 1 }, file: file() });
    FakeXhr.last.onerror?.();
    const error = await rejection(offline);
    expect(error).toMatchObject({ errno: 'NETWORK', status: 0 });
    expect(error.message).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('reloads on 400 with errno e30200 and sends an unbound account to the binding page', async () => {
    const { uploadTo, reload, navigate, store } = setup();
    const stale = uploadTo(uploadPicture, { params: { id: 1 }, file: file() });
    FakeXhr.last.answer(400, { status: 'e30200', errno: 'e30200', message: 'stale' });
    await expect(stale).rejects.toMatchObject({ errno: 'e30200' });
    expect(reload).toHaveBeenCalledTimes(1);

    store.set(ssoAtom, 'https://sso.example.com');
    const unbound = uploadTo(uploadPicture, { params: { id: 1 }, file: file() });
    FakeXhr.last.answer(403, { status: 'UNBOUND_PHONE_OR_EMAIL', errno: 'UNBOUND_PHONE_OR_EMAIL', message: 'bind first' });
    await expect(unbound).rejects.toMatchObject({ errno: 'UNBOUND_PHONE_OR_EMAIL' });
    expect(navigate).toHaveBeenCalledWith(`https://sso.example.com/zh-cn/phone/binding?redirect=${encodeURIComponent(page.href)}`);
  });

  it('is cancelled by its signal, before or during the upload', async () => {
    const { uploadTo } = setup();
    const controller = new AbortController();
    const running = uploadTo(uploadPicture, { params: { id: 1 }, file: file(), signal: controller.signal });
    const xhr = FakeXhr.last;
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(running).rejects.toMatchObject({ errno: 'ABORTED', status: 0 });
    await expect(uploadTo(uploadPicture, { params: { id: 1 }, file: file(), signal: controller.signal })).rejects.toMatchObject({
      errno: 'ABORTED',
    });
  });

  it('holds the loading bar for the whole upload, once', async () => {
    const { uploadTo, loading } = setup();
    const done = uploadTo(uploadPicture, { params: { id: 1 }, file: file() });
    expect(loading.pending()).toBe(1);
    FakeXhr.last.answer(200, { status: 'e200', data: { id: 1 } });
    FakeXhr.last.onerror?.();
    await done;
    expect(loading.pending()).toBe(0);
  });

  it('keeps the session away from third-party origins', async () => {
    const { uploadTo, store } = setup({ baseURL: 'https://files.example.com' });
    store.set(userAtom, { id: 1, userId: 's', token: 'secret' });
    const done = uploadTo(uploadPicture, { params: { id: 1 }, file: file() });
    expect(FakeXhr.last).toMatchObject({ url: 'https://files.example.com/api/albums/1/pictures', withCredentials: false });
    expect(FakeXhr.last.headers).not.toHaveProperty('token');
    FakeXhr.last.answer(200, { status: 'e200', data: { id: 1 } });
    await done;
  });
});
