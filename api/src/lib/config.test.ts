import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { repoRoot } from './paths';

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 7070,
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data', 'api'),
      ssoUrl: 'http://localhost:6060',
      ssoIssuer: 'http://localhost:6060',
      ssoAudience: 'dcic-platform',
      ssoCookieName: 'dcic_sso',
      publicUrl: 'http://localhost:8080',
      forumsUrl: 'http://localhost:8080/forums',
      appMinTimestamp: undefined,
      trustProxy: ['loopback'],
    });
    expect(config.appTimestamp).toMatch(/^\d+$/);
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      API_PORT: '7171',
      DATABASE_URL: '',
      SSO_URL: 'http://sso.example/',
      APP_MIN_TIMESTAMP: '1700000000000',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 7171,
      databaseUrl: undefined,
      ssoUrl: 'http://sso.example',
      appMinTimestamp: 1_700_000_000_000,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
  });

  it('refuses a bad value with the variable named', () => {
    expect(() => loadConfig({ API_PORT: 'seventy' })).toThrow(ConfigError);
    expect(() => loadConfig({ SSO_URL: 'not a url' })).toThrow(/SSO_URL/);
  });

  it('enables the inbox test helper only with a token of 16 characters or more', () => {
    expect(loadConfig({}).inboxTestToken).toBeUndefined();
    expect(loadConfig({ INBOX_TEST_TOKEN: '  ' }).inboxTestToken).toBeUndefined();
    expect(loadConfig({ INBOX_TEST_TOKEN: 'a-staging-token-1234' }).inboxTestToken).toBe('a-staging-token-1234');
    expect(() => loadConfig({ INBOX_TEST_TOKEN: 'short' })).toThrow(/INBOX_TEST_TOKEN: at least 16 characters/);
  });

  it('keeps uploads on local disk unless an S3 bucket is configured', () => {
    expect(loadConfig({ API_UPLOADS_DIR: '/srv/uploads' }).fileStore).toEqual({ driver: 'local', root: '/srv/uploads' });
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORE is s3/);
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'dcic',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'true',
      }).fileStore,
    ).toEqual({
      driver: 's3',
      bucket: 'dcic',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      prefix: '',
    });
  });

  it('names the SSO cookie as the SSO does: prefixed and Secure over https, plain over http', () => {
    expect(loadConfig({ SSO_URL: 'http://localhost:6060' })).toMatchObject({ ssoCookieName: 'dcic_sso', ssoCookieSecure: false });
    expect(loadConfig({ NODE_ENV: 'production', SSO_URL: 'https://sso.example.org' })).toMatchObject({
      ssoCookieName: '__Host-dcic_sso',
      ssoCookieSecure: true,
    });
    expect(loadConfig({ SSO_URL: 'https://sso.example.org', SSO_COOKIE_DOMAIN: 'example.org' })).toMatchObject({
      ssoCookieName: '__Secure-dcic_sso',
      ssoCookieDomain: 'example.org',
    });
  });
});
