// Runtime facts of the contract that pages use (tabs, limits, kinds, languages), with no validator
// code: front ends import them as `@dcic/shared/constants`. The contract's schemas are built from the
// same values, so each fact exists once. One file per area, like the contract.
export * from './common';
export * from './users';
export * from './profile';
export * from './inbox';
export * from './competitions';
export * from './teams';
export * from './invitations';
export * from './submissions';
export * from './rankings';
export * from './source-code';
export * from './review';
export * from './content';
export * from './news';
export * from './community';
export * from './organisers';
export * from './datasets';
export * from './pages';
export * from './training';
