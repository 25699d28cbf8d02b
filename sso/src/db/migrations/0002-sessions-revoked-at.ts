// The API follows logouts through GET /api/revocations?since=…: a partial index keeps that poll a
// short range scan over the few revoked rows instead of a walk through every session.
export const sql = `
create index sessions_revoked_at_idx on sessions (revoked_at) where revoked_at is not null;
`;
