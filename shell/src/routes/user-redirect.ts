/**
 * `/user/-` stands for "my own page" (spec §2): a signed-in user is sent to /user/{id}; anybody else
 * has to sign in first. Returns the address to replace the current one with, 'login', or null.
 */
export function userDashTarget(pathname: string, userId: number | string | null | undefined): string | 'login' | null {
  const match = /^\/user\/-(\/.*)?$/.exec(pathname);
  if (!match) return null;
  if (userId === null || userId === undefined || userId === '') return 'login';
  return `/user/${userId}${match[1] ?? ''}`;
}
