import enUS from './messages/en-US.json';
import zhCN from './messages/zh-CN.json';
import { assertSameKeys } from './catalog-parity';

describe('assertSameKeys', () => {
  it('lists the keys missing each way, nested keys included', () => {
    expect(assertSameKeys({ a: 'x', b: 'y', n: { c: 'z' } }, { a: 'x', d: 'w', n: { e: 'v' } })).toEqual({
      missingFromA: ['d', 'n.e'],
      missingFromB: ['b', 'n.c'],
    });
  });

  it('finds the shared catalogs identical in keys', () => {
    expect(assertSameKeys(zhCN, enUS)).toEqual({ missingFromA: [], missingFromB: [] });
  });

  it('finds no empty message in the shared catalogs', () => {
    for (const catalog of [zhCN, enUS]) {
      expect(Object.values(catalog).filter((text) => text.trim() === '')).toEqual([]);
    }
  });
});
