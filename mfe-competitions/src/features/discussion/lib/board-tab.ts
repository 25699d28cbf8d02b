/** Posts on one page of a competition's discuss tab. */
export const BOARD_TAB_POSTS = 10;
