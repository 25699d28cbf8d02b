import { assertSameKeys } from '@dcic/shared';
import { catalogs } from './catalogs';

test('the zh-CN and en-US catalogs of the community area have the same keys', () => {
  expect(assertSameKeys(catalogs['zh-CN'], catalogs['en-US'])).toEqual({ missingFromA: [], missingFromB: [] });
});
