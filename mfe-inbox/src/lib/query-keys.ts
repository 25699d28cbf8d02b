// Every query of the inbox lives under one key: a write of the inbox (send, read, delete) changes
// counts, sessions and lists together, so it invalidates them together.
export const inboxKey = ['inbox'] as const;
