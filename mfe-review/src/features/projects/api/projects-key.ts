import { reviewKey } from '../../session';

/** Lists and details of projects; a move or a mark refreshes all of them. */
export const projectsKey = [...reviewKey, 'projects'] as const;
