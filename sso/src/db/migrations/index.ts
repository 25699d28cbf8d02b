import { sql as accountsSessionsKeys } from './0001-accounts-sessions-keys';
import { sql as sessionsRevokedAt } from './0002-sessions-revoked-at';
import { sql as oneTimeCodes } from './0003-one-time-codes';
import { sql as registrationCodes } from './0004-registration-codes';

export interface Migration {
  id: string;
  sql: string;
}

/** Applied in this order, each once; never edit one that has shipped, add the next instead. */
export const migrations: Migration[] = [
  { id: '0001-accounts-sessions-keys', sql: accountsSessionsKeys },
  { id: '0002-sessions-revoked-at', sql: sessionsRevokedAt },
  { id: '0003-one-time-codes', sql: oneTimeCodes },
  { id: '0004-registration-codes', sql: registrationCodes },
];
