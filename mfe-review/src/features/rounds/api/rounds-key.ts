import { reviewKey } from '../../session';

export const roundsKey = [...reviewKey, 'rounds'] as const;
