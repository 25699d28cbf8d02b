import { assertSameKeys } from '@dcic/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import pagesZhCN from './pages/zh-CN.json';
import pagesEnUS from './pages/en-US.json';

test('the zh-CN and en-US catalogs of the profile area have the same keys', () => {
  expect(assertSameKeys(zhCN, enUS)).toEqual({ missingFromA: [], missingFromB: [] });
});

test("the later pages' catalogs have the same keys in both languages, none of them also in the area's catalog", () => {
  expect(assertSameKeys(pagesZhCN, pagesEnUS)).toEqual({ missingFromA: [], missingFromB: [] });
  expect(Object.keys(pagesZhCN).filter((id) => id in zhCN)).toEqual([]);
});
