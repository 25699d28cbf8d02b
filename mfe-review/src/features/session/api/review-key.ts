/** Everything the review area fetched sits under this key, so logging out forgets all of it. */
export const reviewKey = ['review'] as const;
