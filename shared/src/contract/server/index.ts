// Helpers for the platform's Node services (API, SSO, site server), kept apart from the contract
// and its constants so that pages never load them.
export * from './negotiate-lang';
export * from './message-format';
export * from './env';
export * from './body-limits';
export * from './serve';
export * from './sanitize-html';
export * from './password';
export * from './session-cookie';
