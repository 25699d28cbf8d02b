import { loadConfig } from './config';

describe('delivery settings', () => {
  it('keeps an outbox under the data folder outside production only', () => {
    expect(loadConfig({ SSO_DATA_DIR: '/srv/sso' }).delivery).toEqual({ smtp: undefined, outboxFile: '/srv/sso/outbox.jsonl' });
    expect(loadConfig({ SSO_DATA_DIR: '/srv/sso', NODE_ENV: 'production' }).delivery.outboxFile).toBeUndefined();
  });

  it('reads SMTP from a URL or from host, port and credentials, and needs a sender', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'no-reply@dcic.example' }).delivery.smtp).toEqual({
      from: 'no-reply@dcic.example',
      url: 'smtps://u:p@mail.example:465',
    });
    expect(loadConfig({ SMTP_HOST: 'mail.example', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'a@b.cn' }).delivery.smtp).toEqual({
      from: 'a@b.cn',
      host: 'mail.example',
      port: 587,
      secure: false,
      user: 'u',
      pass: 'p',
    });
    expect(loadConfig({ SMTP_HOST: 'mail.example', SMTP_PORT: '465', MAIL_FROM: 'a@b.cn' }).delivery.smtp).toMatchObject({ secure: true });
    expect(() => loadConfig({ SMTP_HOST: 'mail.example' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.cn' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_HOST: 'mail.example', SMTP_PORT: 'x', MAIL_FROM: 'a@b.cn' })).toThrow(/SMTP_PORT/);
  });
});
