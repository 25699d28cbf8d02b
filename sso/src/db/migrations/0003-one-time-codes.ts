// One-time codes for password resets and address changes. Only a salted hash of a code is kept.
// Reset codes are stored for unknown accounts too (account_id null, never redeemable), so an unknown
// account costs the same work and counts attempts the same way: nothing tells it from a real one.
// `address` is where the code was (or would have been) sent, as `phone:…` or `email:…`.
export const sql = `
create table one_time_codes (
  id bigint generated always as identity primary key,
  purpose text not null check (purpose in ('reset-password', 'change-contact')),
  account_id bigint references accounts (id) on delete cascade,
  address text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index one_time_codes_address_idx on one_time_codes (purpose, address, created_at);
create index one_time_codes_account_idx on one_time_codes (account_id, purpose) where account_id is not null;
create index one_time_codes_expires_at_idx on one_time_codes (expires_at);

-- Requests for a code, one row per limit they count against (account, destination, client
-- address), so every SSO process sees the same counts; rows older than the window are purged.
create table code_requests (
  id bigint generated always as identity primary key,
  key text not null,
  created_at timestamptz not null default now()
);
create index code_requests_key_idx on code_requests (key, created_at);
create index code_requests_created_at_idx on code_requests (created_at);
`;
