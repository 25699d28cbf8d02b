// Spec §9 numbers the inbox screens use. Kept here rather than imported from the contract, which
// would pull zod into the bundle; constants.test.ts keeps them equal to the contract's.

export const SYSTEM_SENDER_ID = 100000;
export const MESSAGE_MAX_LENGTH = 255;
export const INBOX_PAGE_SIZE = 10;

/** Characters as the user sees them (an emoji counts once), as the API counts. */
export function messageLength(content: string): number {
  return [...content].length;
}
