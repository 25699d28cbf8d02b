// Registration is by one-time code sent to the address being registered. A code is stored for an
// address that already has an account too (never sent, never redeemable: that address gets a note
// to sign in instead), so both cost the same work and count the same limits and guesses.
export const sql = `
alter table one_time_codes drop constraint one_time_codes_purpose_check;
alter table one_time_codes add constraint one_time_codes_purpose_check
  check (purpose in ('reset-password', 'change-contact', 'register'));
`;
