import type { Standing } from '@dcic/shared/contract';

/** Scores as the metric gives them, without a long binary tail. */
export const scoreText = (score: number) => String(Number(score.toFixed(6)));

/** The message id of a board's name. */
export const boardMessage = (board: Standing['board']) => `standing.board.${board}`;

/** YYYY-MM-DD of an ISO time. */
export const dayOf = (iso: string) => iso.slice(0, 10);
