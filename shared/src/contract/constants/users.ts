// Facts of the platform user that pages and the API share (spec §3, §9).

export const SEXES = ['male', 'female', 'secret'] as const;

export const IDENTITY_KINDS = ['student', 'teacher', 'on-the-job', 'freelancer'] as const;

/** Mainland or overseas; fixed once the user's identity is certified. */
export const REGIONS = ['mainland', 'overseas'] as const;

/** Id of the sender of system messages; real users start above it. */
export const SYSTEM_SENDER_ID = 100000;

/** Largest user id an address may name (the database's integer). */
export const MAX_USER_ID = 2_147_483_647;
