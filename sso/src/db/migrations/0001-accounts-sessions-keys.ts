// Accounts sign in with a mainland phone number or an e-mail address; at least one is always set.
// Sessions are the token ids (jti): revoking the row ends the token everywhere.
export const sql = `
create table accounts (
  id bigint generated always as identity primary key,
  phone text unique,
  email text unique,
  name text not null,
  password_hash text not null,
  created_at timestamptz not null default now(),
  constraint accounts_contact_present check (phone is not null or email is not null)
);

create table sessions (
  id uuid primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_account_id_idx on sessions (account_id);

create table signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);

-- Failed sign-ins per account and client address; rows older than the window are purged.
create table login_failures (
  id bigint generated always as identity primary key,
  account text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index login_failures_account_ip_idx on login_failures (account, ip, created_at);
create index login_failures_created_at_idx on login_failures (created_at);
`;
