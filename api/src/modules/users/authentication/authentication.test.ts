import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runReview } from '../../../cli/review-authentication';
import { bearer, buildTestApp, engines, signInAs, tokenFor, type SignedIn, type TestApp } from '../../../test';
import { encodeBmp } from '../uploads/image-format';
import { jpegWithExif, multipart, noise, png, removeTempUploads, submitPassportAuthentication, tempUploadsDir } from '../test-support';

const STAFF = 'staff@dcic.example';
const MAINLAND_ID = '11010519491231002X';

describe.each(engines())('identity authentication (%s)', (engine) => {
  let app: TestApp;
  let notifyUser: jest.SpyInstance;
  const uploads = tempUploadsDir();
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { uploadsDir: uploads, staffAccounts: [STAFF] } });
  });
  afterAll(async () => {
    await app.close();
    removeTempUploads(uploads);
  });
  beforeEach(() => {
    notifyUser = jest.spyOn(app, 'notifyUser').mockResolvedValue();
  });
  afterEach(() => notifyUser.mockRestore());

  const en = (who: SignedIn) => ({ ...who.headers, 'x-lang': 'en-US' });
  const submit = (who: SignedIn, payload: object) => app.inject({ method: 'POST', url: '/api/v2/users/iden', headers: en(who), payload });
  const mainland = { authType: 'mainland', trueName: '张三', idNumber: MAINLAND_ID, documentType: 'id-card' };
  const overseas = { authType: 'overseas', trueName: 'John Smith', idNumber: 'E12345678', documentType: 'passport' };
  const uploadDoc = (who: SignedIn, bytes: Buffer) => {
    const body = multipart(bytes);
    return app.inject({
      method: 'POST',
      url: '/api/users/authentication/document',
      headers: { ...en(who), ...body.headers },
      payload: body.payload,
    });
  };
  const staff = () => signInAs(app, { email: STAFF });
  const review = async (reviewer: SignedIn, userId: number, payload: object) => {
    // The staff account is the token's `account` claim.
    const token = await tokenFor({ sub: reviewer.user.ssoId ?? '', account: reviewer.user.email ?? '', email: reviewer.user.email });
    return app.inject({
      method: 'POST',
      url: `/api/users/authentication/${userId}/review`,
      headers: { ...bearer(token), 'x-lang': 'en-US' },
      payload,
    });
  };

  it('goes from not submitted to awaiting documents to under review to succeeded', async () => {
    const me = await signInAs(app);
    expect((await app.inject({ url: '/api/users/authentication', headers: me.headers })).json().data).toMatchObject({
      status: 'not-submitted',
      idCardStatus: 'not-submitted',
    });
    const details = (await submit(me, mainland)).json().data;
    expect(details).toMatchObject({
      status: 'awaiting-documents',
      authType: 'mainland',
      idNumber: '1****************X',
      hasDocument: false,
      trueName: '张三',
    });
    const doc = await uploadDoc(me, await jpegWithExif());
    expect(doc.statusCode).toBe(200);
    expect(doc.json().data).toMatchObject({
      status: 'reviewing',
      idCardStatus: 'reviewing',
      overseaAuthStatus: 'not-submitted',
      hasDocument: true,
    });
    expect((await submit(me, mainland)).json().message).toBe('Your authentication is under review.');

    const approved = await review(await staff(), me.user.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('succeeded');
    expect(notifyUser).toHaveBeenCalledWith({
      receiverId: me.user.id,
      kind: 'user.auth-result',
      params: { result: 'succeeded', authType: 'mainland' },
    });
    const user = (await app.inject({ url: '/api/users/sso', headers: me.headers })).json().data;
    expect(user).toMatchObject({ authentication: 1, region: 'mainland' });

    // Mainland and overseas are exclusive once certified.
    const other = await submit(me, overseas);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already certified as mainland/);
    expect((await submit(me, mainland)).statusCode).toBe(409);
  });

  it('lets a failed user read the reason and resubmit', async () => {
    const me = await signInAs(app);
    await submit(me, overseas);
    expect((await uploadDoc(me, encodeBmp(40, 30, [10, 20, 30]))).statusCode).toBe(200);
    const rejected = await review(await staff(), me.user.id, { decision: 'reject', reason: 'Photo is blurred' });
    expect(rejected.json().data).toMatchObject({ status: 'failed', overseaAuthStatus: 'failed', failureReason: 'Photo is blurred' });
    expect(notifyUser).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'user.auth-result',
        params: expect.objectContaining({ result: 'failed', reason: 'Photo is blurred' }),
      }),
    );
    const again = (await submit(me, { ...overseas, idNumber: 'E87654321' })).json().data;
    expect(again).toMatchObject({ status: 'awaiting-documents', failureReason: null, hasDocument: false });
  });

  it('applies the upload limits of each kind, by magic bytes', async () => {
    const mainlander = await signInAs(app);
    await submit(mainlander, mainland);
    const bmp = await uploadDoc(mainlander, encodeBmp(10, 10, [0, 0, 0]));
    expect(bmp.statusCode).toBe(415);
    expect(bmp.json().message).toBe('Only JPG/PNG images are accepted.');
    const big = await uploadDoc(
      mainlander,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), noise(501 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The image must not be larger than 500 KB.');
    expect((await uploadDoc(mainlander, Buffer.from('%PDF-1.7 not an image'))).statusCode).toBe(415);
    expect((await uploadDoc(mainlander, await png())).statusCode).toBe(200);

    const abroad = await signInAs(app);
    await submit(abroad, overseas);
    const large = await uploadDoc(abroad, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), noise(3 * 1024 * 1024 + 1)]));
    expect(large.json().message).toBe('The image must not be larger than 3 MB.');
  });

  it('validates the details', async () => {
    const me = await signInAs(app);
    expect((await submit(me, { ...mainland, idNumber: '110105194912310021' })).json().message).toBe('The ID number is not valid.');
    expect((await submit(me, { ...mainland, documentType: 'passport' })).json().message).toBe(
      'This document type does not fit the kind of authentication.',
    );
    expect((await submit(me, { ...overseas, trueName: '' })).statusCode).toBe(400);
    expect((await uploadDoc(me, await png())).json().message).toBe('Please fill in the authentication details first.');
  });

  it('keeps documents private: no route serves them, only staff review', async () => {
    const me = await signInAs(app);
    const intruder = await signInAs(app);
    await submit(me, mainland);
    await uploadDoc(me, await png());
    const stored = readdirSync(path.join(uploads, 'private', 'identity'));
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) {
      expect((await app.inject({ url: `/api/users/images/${name}` })).statusCode).toBe(404);
    }
    const record = (await app.inject({ url: '/api/users/authentication', headers: intruder.headers })).json().data;
    expect(record.status).toBe('not-submitted');
    expect((await review(intruder, me.user.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await review(await staff(), me.user.id, { decision: 'reject' })).json().message).toBe(
      'Please give a reason for the rejection.',
    );
    expect((await review(await staff(), intruder.user.id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await review(await staff(), 42, { decision: 'approve' })).statusCode).toBe(404);
  });
});

describe('review-authentication command', () => {
  it('lists, approves and rejects from the command line', async () => {
    const dir = tempUploadsDir();
    const app = await buildTestApp({ engine: 'pglite', config: { uploadsDir: dir } });
    const spy = jest.spyOn(app, 'notifyUser').mockResolvedValue();
    try {
      const me = await signInAs(app);
      await submitPassportAuthentication(app, me, 'Jo', 'P1234567');
      const lines: string[] = [];
      expect(await runReview(app, ['list'], (line) => lines.push(line))).toBe(0);
      expect(lines[0]).toMatch(new RegExp(`^${me.user.id}\\toverseas\\tJo`));
      expect(await runReview(app, ['reject', String(me.user.id)], (line) => lines.push(line))).toBe(1);
      expect(lines.at(-1)).toBe('Please give a reason for the rejection.');
      expect(await runReview(app, ['approve', String(me.user.id)], (line) => lines.push(line))).toBe(0);
      expect(lines.at(-1)).toBe(`user ${me.user.id}: succeeded`);
      expect(spy).toHaveBeenCalledWith(expect.objectContaining({ kind: 'user.auth-result' }));
      expect(await runReview(app, ['bogus'], (line) => lines.push(line))).toBe(2);
    } finally {
      spy.mockRestore();
      await app.close();
      removeTempUploads(dir);
    }
  });
});
