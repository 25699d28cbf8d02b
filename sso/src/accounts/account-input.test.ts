import { SsoError } from '../errors';
import { parseBindingRequest, parseContact, parseCredentials, parseRegistration } from './account-input';

function keyOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SsoError) return error.messageKey;
    throw error;
  }
  return undefined;
}

describe('account input', () => {
  it.each([
    ['13800000001', { kind: 'phone', value: '13800000001' }],
    ['+8613800000001', { kind: 'phone', value: '13800000001' }],
    [' 13800000001 ', { kind: 'phone', value: '13800000001' }],
    ['Demo@DCIC.Example', { kind: 'email', value: 'demo@dcic.example' }],
  ])('reads %s as a contact', (raw, expected) => {
    expect(parseContact(raw)).toEqual(expected);
  });

  it.each(['1380000000', '138000000012', '23800000001', '+8513800000001', 'a@b', '@b.cn', 'a b@c.cn', 'x'.repeat(600)])(
    'refuses %s',
    (raw) => {
      expect(parseContact(raw)).toBeNull();
    },
  );

  it('checks registrations field by field', () => {
    const base = { account: '13800000001', code: ' 123 456 ', password: 'Secret123', name: ' 小王 ' };
    expect(parseRegistration(base)).toEqual({
      contact: { kind: 'phone', value: '13800000001' },
      code: '123456',
      password: 'Secret123',
      name: '小王',
    });
    expect(keyOf(() => parseRegistration({ ...base, name: '   ' }))).toBe('error.nameRequired');
    expect(keyOf(() => parseRegistration({ ...base, name: '名'.repeat(33) }))).toBe('error.nameTooLong');
    expect(keyOf(() => parseRegistration({ ...base, name: 'a\u0007b' }))).toBe('error.nameInvalid');
    expect(keyOf(() => parseRegistration({ ...base, name: 'a\u0000b' }))).toBe('error.fieldHasNul');
    expect(keyOf(() => parseRegistration({ ...base, password: 'Short1' }))).toBe('error.passwordLength');
    expect(keyOf(() => parseRegistration({ ...base, password: `a1${'x'.repeat(63)}` }))).toBe('error.passwordLength');
    expect(keyOf(() => parseRegistration({ ...base, password: 'onlyletters' }))).toBe('error.passwordWeak');
    expect(keyOf(() => parseRegistration({ ...base, password: '1234567890' }))).toBe('error.passwordWeak');
    expect(keyOf(() => parseRegistration({ ...base, account: 42 }))).toBe('error.fieldNotText');
    expect(keyOf(() => parseRegistration({ ...base, code: undefined }))).toBe('error.codeRequired');
    expect(keyOf(() => parseRegistration({ ...base, code: '12345' }))).toBe('error.codeFormat');
    // In the order of the page: the account first, then the code, the name and the password.
    expect(keyOf(() => parseRegistration({ name: '', password: '' }))).toBe('error.accountRequired');
    expect(keyOf(() => parseRegistration({ account: '13800000001', name: '', password: '' }))).toBe('error.codeRequired');
    expect(keyOf(() => parseRegistration([base]))).toBe('error.bodyNotObject');
    expect(keyOf(() => parseRegistration('text'))).toBe('error.bodyNotObject');
  });

  it('checks credentials without the strength rules', () => {
    expect(parseCredentials({ account: 'a@b.cn', password: 'x' }).password).toBe('x');
    expect(keyOf(() => parseCredentials({ account: 'a@b.cn' }))).toBe('error.passwordRequired');
    expect(keyOf(() => parseCredentials({ account: 'a@b.cn', password: 'x'.repeat(65) }))).toBe('error.passwordTooLong');
    expect(keyOf(() => parseCredentials({ password: 'x' }))).toBe('error.accountRequired');
  });

  it('binds exactly one contact', () => {
    expect(parseBindingRequest({ email: 'A@b.cn' })).toEqual({ kind: 'email', value: 'a@b.cn' });
    expect(keyOf(() => parseBindingRequest({}))).toBe('error.bindingOneContact');
    expect(keyOf(() => parseBindingRequest({ phone: '13800000001', email: 'a@b.cn' }))).toBe('error.bindingOneContact');
    expect(keyOf(() => parseBindingRequest({ phone: 'a@b.cn' }))).toBe('error.phoneInvalid');
    expect(keyOf(() => parseBindingRequest({ email: '13800000001' }))).toBe('error.emailInvalid');
  });
});
