import { assertSameKeys } from '@dcic/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';

test('the shell catalogs have the same keys in both languages', () => {
  expect(assertSameKeys(zhCN, enUS)).toEqual({ missingFromA: [], missingFromB: [] });
});
