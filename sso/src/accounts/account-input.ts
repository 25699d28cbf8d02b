import { z } from 'zod';
import { errors } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** How a person is reached and signs in: a mainland mobile number or an e-mail address. */
export type Contact = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

export interface Registration {
  contact: Contact;
  /** The one-time code sent to the address being registered. */
  code: string;
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

function parsePhone(raw: string): string | null {
  const match = PHONE.exec(raw.trim());
  return match ? match[1]! : null;
}

function parseEmail(raw: string): string | null {
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

// Each rule names the message it fails with; zod reports the failures in the order of the shape
// and of the checks, and the first one is what the person is told.
type Issue = z.core.$ZodIssue;

/**
 * A password's text: missing, null and blank read as '', so "required" has one message per field.
 * Every text field starts here, so none lets a NUL character through: PostgreSQL cannot store or
 * compare one, and it would reach the database as a 500.
 */
const secret = () =>
  z.preprocess(
    (raw) => raw ?? '',
    z.string({ error: 'error.fieldNotText' }).refine((text) => !text.includes('\u0000'), 'error.fieldHasNul'),
  );

/** Any other field's text, trimmed; passwords keep their spaces, they are part of the secret. */
const field = () => secret().transform((raw) => raw.trim());

export const contact = (missing: MessageKey, invalid: MessageKey) =>
  field()
    .pipe(z.string().min(1, missing))
    .transform((raw, ctx) => parseContact(raw) ?? (ctx.addIssue({ code: 'custom', message: invalid }), z.NEVER));

const length = (text: string) => [...text].length;

/** A one-time code: six digits; spaces people type between groups are dropped. */
export const code = field()
  .transform((raw) => raw.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'error.codeRequired')
      .regex(/^\d{6}$/, 'error.codeFormat'),
  );

export const newPassword = secret().pipe(
  z
    .string()
    .min(1, 'error.passwordRequired')
    .refine((password) => password === '' || (length(password) >= MIN_PASSWORD && length(password) <= MAX_PASSWORD), 'error.passwordLength')
    .refine((password) => password === '' || (/\p{L}/u.test(password) && /\p{Nd}/u.test(password)), 'error.passwordWeak'),
);

// Only the length is checked: rules for new passwords may tighten without locking anyone out.
export const existingPassword = (missing: MessageKey = 'error.passwordRequired') =>
  secret().pipe(
    z
      .string()
      .min(1, missing)
      .refine((text) => length(text) <= MAX_PASSWORD, 'error.passwordTooLong'),
  );

const password = existingPassword();

const name = field().pipe(
  z
    .string()
    .min(1, 'error.nameRequired')
    .refine((text) => length(text) <= MAX_NAME, 'error.nameTooLong')
    .refine((text) => !CONTROL.test(text), 'error.nameInvalid'),
);

export const body = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: 'error.bodyNotObject' });

// In the order of the registration page, so the first problem named is the first one on the page.
const RegistrationInput = body({
  account: contact('error.accountRequired', 'error.accountInvalid'),
  code,
  name,
  password: newPassword,
}).transform(({ account, code, name, password }): Registration => ({ contact: account, code, name, password }));

const CredentialsInput = body({
  account: contact('error.accountRequired', 'error.accountInvalid'),
  password,
}).transform(({ account, password }): Credentials => ({ contact: account, password }));

/** The `phone` and `email` fields of a JSON body that names exactly one of them. */
export const contactFields = { phone: field(), email: field() };

/** The one contact that `contactFields` name, or an issue saying what is wrong with them. */
export function oneContact({ phone, email }: { phone: string; email: string }, ctx: z.RefinementCtx): Contact {
  const fail = (message: MessageKey) => (ctx.addIssue({ code: 'custom', message }), z.NEVER);
  if (phone && email) return fail('error.bindingOneContact');
  if (phone) {
    const value = phone.length <= MAX_RAW ? parsePhone(phone) : null;
    return value ? { kind: 'phone', value } : fail('error.phoneInvalid');
  }
  if (email) {
    const value = email.length <= MAX_RAW ? parseEmail(email) : null;
    return value ? { kind: 'email', value } : fail('error.emailInvalid');
  }
  return fail('error.bindingOneContact');
}

/** `{ phone }` or `{ email }` from the JSON API; exactly one of them. */
const BindingRequestInput = body(contactFields).transform(oneContact);

/** The binding form's single `contact` field. */
const BindingFormInput = body({ contact: contact('error.accountRequired', 'error.accountInvalid') }).transform(({ contact }) => contact);

/** The input as the schema reads it, or the SsoError of its first problem, in the person's words. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw toInputError(parsed.error.issues[0]);
}

function toInputError(issue: Issue | undefined) {
  const message = issue?.message as MessageKey | undefined;
  if (message === 'error.fieldNotText' || message === 'error.fieldHasNul')
    return errors.invalid(message, { field: { key: `field.${String(issue!.path[0])}` as MessageKey } });
  return errors.invalid(message && message.startsWith('error.') ? message : 'error.badRequest');
}

export const parseRegistration = (input: unknown): Registration => parseWith(RegistrationInput, input);
export const parseCredentials = (input: unknown): Credentials => parseWith(CredentialsInput, input);
export const parseBindingRequest = (input: unknown): Contact => parseWith(BindingRequestInput, input);
export const parseBindingForm = (input: unknown): Contact => parseWith(BindingFormInput, input);
