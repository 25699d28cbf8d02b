import { sql as accountsSessionsKeys } from './0001-accounts-sessions-keys';

export interface Migration {
  id: string;
  sql: string;
}

/** Applied in this order, each once; never edit one that has shipped, add the next instead. */
export const migrations: Migration[] = [{ id: '0001-accounts-sessions-keys', sql: accountsSessionsKeys }];
