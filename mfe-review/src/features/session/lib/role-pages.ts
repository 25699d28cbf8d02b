// The UI's copy of the role rules the API enforces (spec §2, §6): which pages a role's menu lists and
// may open, where it lands, and the header title it gets. The lists come from the contract.
import { ROLE_PAGES, type ReviewPage } from '@dcic/shared/constants';
import type { ReviewRole } from '@dcic/shared/contract';

/** Pages any signed-in review user may open. */
const OPEN_TO_ALL: readonly ReviewPage[] = ['login', 'no-access'];

export function pagesOf(role: ReviewRole): readonly ReviewPage[] {
  return ROLE_PAGES[role];
}

export function canOpen(role: ReviewRole, page: ReviewPage): boolean {
  return OPEN_TO_ALL.includes(page) || ROLE_PAGES[role].includes(page);
}

export function homeOf(role: ReviewRole): string {
  return `/spic-review/${ROLE_PAGES[role][0]}`;
}

export function headerTitleId(role: ReviewRole): string {
  return `header.role${role}`;
}
