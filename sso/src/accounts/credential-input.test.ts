import { SsoError } from '../errors';
import { parseContactChange, parseContactCodeRequest, parsePasswordChange, parsePasswordReset, parseCodeRequest } from './credential-input';

function keyOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SsoError) return error.messageKey;
    throw error;
  }
  return undefined;
}

describe('password and address inputs', () => {
  it('keep the spaces of passwords and check only the new one against the rules', () => {
    expect(parsePasswordChange({ currentPassword: ' old ', newPassword: ' New 1234 ' })).toEqual({
      currentPassword: ' old ',
      newPassword: ' New 1234 ',
    });
    expect(keyOf(() => parsePasswordChange({ currentPassword: '', newPassword: 'New12345' }))).toBe('error.currentPasswordRequired');
    expect(keyOf(() => parsePasswordChange({ currentPassword: 'x', newPassword: 'newpassword' }))).toBe('error.passwordWeak');
  });

  it('read the code as six digits, spaces dropped', () => {
    expect(parsePasswordReset({ account: 'A@b.cn', code: ' 012 345 ', password: 'New12345' })).toEqual({
      contact: { kind: 'email', value: 'a@b.cn' },
      code: '012345',
      password: 'New12345',
    });
    expect(keyOf(() => parsePasswordReset({ account: 'a@b.cn', code: '', password: 'New12345' }))).toBe('error.codeRequired');
    expect(keyOf(() => parsePasswordReset({ account: 'a@b.cn', code: '12345', password: 'New12345' }))).toBe('error.codeFormat');
    expect(keyOf(() => parsePasswordReset({ account: 'a@b.cn', code: 123456, password: 'New12345' }))).toBe('error.fieldNotText');
  });

  it('take the account to reset as a phone number or e-mail address', () => {
    expect(parseCodeRequest({ account: '+8613800000001' })).toEqual({ kind: 'phone', value: '13800000001' });
    expect(keyOf(() => parseCodeRequest({}))).toBe('error.accountRequired');
    expect(keyOf(() => parseCodeRequest('a@b.cn'))).toBe('error.bodyNotObject');
  });

  it('name exactly one new address', () => {
    expect(parseContactCodeRequest({ password: 'x', email: 'A@b.cn' })).toEqual({
      password: 'x',
      contact: { kind: 'email', value: 'a@b.cn' },
    });
    expect(keyOf(() => parseContactCodeRequest({ password: 'x', phone: '13800000001', email: 'a@b.cn' }))).toBe('error.bindingOneContact');
    expect(keyOf(() => parseContactCodeRequest({ phone: '13800000001' }))).toBe('error.currentPasswordRequired');
    expect(parseContactChange({ phone: '13800000001', code: '123456' })).toEqual({
      contact: { kind: 'phone', value: '13800000001' },
      code: '123456',
    });
    expect(keyOf(() => parseContactChange({ phone: '1380000000', code: '123456' }))).toBe('error.phoneInvalid');
  });
});
