import { errors } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** How a person is reached and signs in: a mainland mobile number or an e-mail address. */
export type Contact = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

export interface Registration {
  contact: Contact;
  password: string;
  name: string;
}

export interface Credentials {
  contact: Contact;
  password: string;
}

const MAX_EMAIL = 254;
const MIN_PASSWORD = 8;
const MAX_PASSWORD = 64;
const MAX_NAME = 32;
// Anything longer is refused before any pattern runs on it.
const MAX_RAW = 512;

const PHONE = /^(?:\+86)?(1\d{10})$/;
// Deliberately plain: one @, no spaces, a dot in the domain. Delivery is the real check.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const CONTROL = /\p{Cc}/u;

type Field = 'account' | 'password' | 'name' | 'contact' | 'phone' | 'email';

export function parsePhone(raw: string): string | null {
  const match = PHONE.exec(raw.trim());
  return match ? match[1]! : null;
}

export function parseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= MAX_EMAIL && EMAIL.test(email) ? email : null;
}

/** A phone number (optionally +86) or an e-mail address (lower-cased), else null. */
export function parseContact(raw: string): Contact | null {
  if (raw.length > MAX_RAW) return null;
  const phone = parsePhone(raw);
  if (phone) return { kind: 'phone', value: phone };
  const email = parseEmail(raw);
  return email ? { kind: 'email', value: email } : null;
}

export function parseRegistration(body: unknown): Registration {
  const input = asObject(body);
  return {
    name: requireName(input),
    contact: requireContact(input, 'account', 'error.accountRequired', 'error.accountInvalid'),
    password: requireNewPassword(input),
  };
}

export function parseCredentials(body: unknown): Credentials {
  const input = asObject(body);
  const contact = requireContact(input, 'account', 'error.accountRequired', 'error.accountInvalid');
  // Only the length is checked: rules for new passwords may tighten without locking anyone out.
  const password = text(input, 'password');
  if (!password) throw errors.invalid('error.passwordRequired');
  if ([...password].length > MAX_PASSWORD) throw errors.invalid('error.passwordTooLong');
  return { contact, password };
}

/** `{ phone }` or `{ email }` from the JSON API; exactly one of them. */
export function parseBindingRequest(body: unknown): Contact {
  const input = asObject(body);
  const phone = text(input, 'phone');
  const email = text(input, 'email');
  if (phone && email) throw errors.invalid('error.bindingOneContact');
  if (phone) {
    const value = phone.length <= MAX_RAW ? parsePhone(phone) : null;
    if (!value) throw errors.invalid('error.phoneInvalid');
    return { kind: 'phone', value };
  }
  if (email) {
    const value = email.length <= MAX_RAW ? parseEmail(email) : null;
    if (!value) throw errors.invalid('error.emailInvalid');
    return { kind: 'email', value };
  }
  throw errors.invalid('error.bindingOneContact');
}

/** The binding form's single `contact` field. */
export function parseBindingForm(body: unknown): Contact {
  return requireContact(asObject(body), 'contact', 'error.accountRequired', 'error.accountInvalid');
}

export function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.invalid('error.bodyNotObject');
  return body as Record<string, unknown>;
}

/** The trimmed text of a field; missing, null and blank read as ''. Anything but a string is refused. */
function text(input: Record<string, unknown>, field: Field): string {
  const value = input[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw errors.invalid('error.fieldNotText', { field: { key: `field.${field}` } });
  // Passwords keep their spaces: they are part of the secret.
  return field === 'password' ? value : value.trim();
}

function requireContact(
  input: Record<string, unknown>,
  field: Field,
  missing: MessageKey,
  invalid: MessageKey,
): Contact {
  const raw = text(input, field);
  if (!raw) throw errors.invalid(missing);
  const contact = parseContact(raw);
  if (!contact) throw errors.invalid(invalid);
  return contact;
}

function requireNewPassword(input: Record<string, unknown>): string {
  const password = text(input, 'password');
  if (!password) throw errors.invalid('error.passwordRequired');
  const length = [...password].length;
  if (length < MIN_PASSWORD || length > MAX_PASSWORD) throw errors.invalid('error.passwordLength');
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) throw errors.invalid('error.passwordWeak');
  return password;
}

function requireName(input: Record<string, unknown>): string {
  const name = text(input, 'name');
  if (!name) throw errors.invalid('error.nameRequired');
  if ([...name].length > MAX_NAME) throw errors.invalid('error.nameTooLong');
  if (CONTROL.test(name)) throw errors.invalid('error.nameInvalid');
  return name;
}
