// The API contract: zod schemas of every request and response, one file per area.
// The API validates with them; front ends import the inferred types (`import type`).
export * from './common';
export * from './endpoint';
export * from './constants';
export * from './users';
export * from './profile';
export * from './inbox';
export * from './competition-page';
export * from './competitions';
export * from './teams';
export * from './invitations';
export * from './submissions';
export * from './rankings';
export * from './source-code';
export * from './special';
export * from './review';
export * from './content';
export * from './community';
export * from './organisers';
export * from './datasets';
export * from './pages';
export * from './training';
