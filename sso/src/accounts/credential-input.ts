import type { Contact } from './account-input';
import { body, code, contact, contactFields, existingPassword, newPassword, oneContact, parseWith } from './account-input';

// Inputs of the password and address changes; the fields follow the rules of account-input.ts.

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordReset {
  contact: Contact;
  code: string;
  password: string;
}

export interface ContactCodeRequest {
  password: string;
  contact: Contact;
}

export interface ContactChange {
  contact: Contact;
  code: string;
}

const account = contact('error.accountRequired', 'error.accountInvalid');

const PasswordChangeInput = body({ currentPassword: existingPassword('error.currentPasswordRequired'), newPassword });

/** The address a code is asked for: a password reset's or a registration's. */
const CodeRequestInput = body({ account }).transform(({ account }) => account);

// The code comes before the new password: a person who mistyped it should hear that first.
const PasswordResetInput = body({ account, code, password: newPassword }).transform(
  ({ account, code, password }): PasswordReset => ({ contact: account, code, password }),
);

const ContactCodeRequestInput = body({ password: existingPassword('error.currentPasswordRequired'), ...contactFields }).transform(
  ({ password, phone, email }, ctx): ContactCodeRequest => ({ password, contact: oneContact({ phone, email }, ctx) }),
);

const ContactChangeInput = body({ ...contactFields, code }).transform(
  ({ phone, email, code }, ctx): ContactChange => ({ contact: oneContact({ phone, email }, ctx), code }),
);

export const parsePasswordChange = (input: unknown): PasswordChange => parseWith(PasswordChangeInput, input);
export const parseCodeRequest = (input: unknown): Contact => parseWith(CodeRequestInput, input);
export const parsePasswordReset = (input: unknown): PasswordReset => parseWith(PasswordResetInput, input);
export const parseContactCodeRequest = (input: unknown): ContactCodeRequest => parseWith(ContactCodeRequestInput, input);
export const parseContactChange = (input: unknown): ContactChange => parseWith(ContactChangeInput, input);
