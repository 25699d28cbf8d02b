import { assertSameKeys } from '@dcic/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';

test('the zh-CN and en-US catalogs of the competitions area have the same keys', () => {
  expect(assertSameKeys(zhCN, enUS)).toEqual({ missingFromA: [], missingFromB: [] });
});
