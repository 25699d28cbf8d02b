import * as contract from '@dcic/shared/contract';
import { INBOX_PAGE_SIZE, MESSAGE_MAX_LENGTH, messageLength, SYSTEM_SENDER_ID } from './constants';

test('the screens use the contract’s limits', () => {
  expect(MESSAGE_MAX_LENGTH).toBe(contract.MESSAGE_MAX_LENGTH);
  expect(INBOX_PAGE_SIZE).toBe(contract.INBOX_PAGE_SIZE);
  expect(SYSTEM_SENDER_ID).toBe(contract.SYSTEM_SENDER_ID);
  expect(messageLength('a😀b')).toBe(contract.messageLength('a😀b'));
});
