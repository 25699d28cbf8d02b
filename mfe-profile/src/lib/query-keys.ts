// Queries of the users area live under 'users': what belongs to one user's page under their id, the
// signed-in user's own records (privacy, authentication, guide, enterprise) under 'me'.
export const userKey = (id: number) => ['users', id] as const;
export const myKey = ['users', 'me'] as const;
