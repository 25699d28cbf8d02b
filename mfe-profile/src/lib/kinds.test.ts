import * as contract from '@dcic/shared/contract';
import * as kinds from './kinds';

test('the copied enumerations equal the contract', () => {
  expect(kinds.ACCOMPLISHMENT_KINDS).toEqual(contract.ACCOMPLISHMENT_KINDS);
  expect(kinds.SEXES).toEqual(contract.SEXES);
  expect(kinds.IDENTITY_KINDS).toEqual(contract.IDENTITY_KINDS);
  expect(kinds.MAINLAND_DOCUMENT_TYPES).toEqual(contract.MAINLAND_DOCUMENT_TYPES);
  expect(kinds.OVERSEAS_DOCUMENT_TYPES).toEqual(contract.OVERSEAS_DOCUMENT_TYPES);
});
