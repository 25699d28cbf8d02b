// Every port of the composed site, overridable one by one from the environment. The test command
// uses its own set so it can run while a developer's site is up.
export const areas = ['competitions', 'community', 'profile', 'inbox', 'review'];

export function portsFrom(env = process.env) {
  const base = {
    shell: Number(env.SHELL_PORT ?? 8080),
    sso: Number(env.SSO_PORT ?? 6060),
    api: Number(env.API_PORT ?? 7070),
    competitions: Number(env.COMPETITIONS_PORT ?? 8081),
    community: Number(env.COMMUNITY_PORT ?? 8082),
    profile: Number(env.PROFILE_PORT ?? 8083),
    inbox: Number(env.INBOX_PORT ?? 8084),
    review: Number(env.REVIEW_PORT ?? 8085),
  };
  return base;
}

export const testPorts = {
  SHELL_PORT: '18080',
  SSO_PORT: '16060',
  API_PORT: '17070',
  COMPETITIONS_PORT: '18081',
  COMMUNITY_PORT: '18082',
  PROFILE_PORT: '18083',
  INBOX_PORT: '18084',
  REVIEW_PORT: '18085',
};
