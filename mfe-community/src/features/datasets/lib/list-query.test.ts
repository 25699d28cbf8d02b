import { datasetQueryFrom, formatSize, pageCount, withParam } from './list-query';

test('reads the query from the address, ignoring what is not a known value', () => {
  expect(
    datasetQueryFrom(new URLSearchParams('search=%E6%B0%94%E8%B1%A1&licence=cc0-1.0&tag=iot&sort=downloads&page=3&competition=1001')),
  ).toEqual({
    search: '气象',
    licence: 'cc0-1.0',
    competition: 1001,
    race: undefined,
    tag: 'iot',
    sort: 'downloads',
    page: 3,
    per_page: 12,
  });
  expect(datasetQueryFrom(new URLSearchParams('licence=mit&sort=random&page=-2&competition=x'))).toMatchObject({
    licence: undefined,
    sort: 'latest',
    page: 1,
    competition: undefined,
  });
});

test('a change of any parameter but the page goes back to page 1; defaults leave the address', () => {
  const params = new URLSearchParams('tag=iot&page=2');
  expect(withParam(params, 'licence', 'cc0-1.0').toString()).toBe('tag=iot&licence=cc0-1.0');
  expect(withParam(params, 'page', '3').toString()).toBe('tag=iot&page=3');
  expect(withParam(params, 'sort', 'latest').toString()).toBe('tag=iot');
  expect(withParam(params, 'tag', undefined).toString()).toBe('');
});

test('sizes and page counts', () => {
  expect(formatSize(512)).toBe('512 B');
  expect(formatSize(8300)).toBe('8.1 KB');
  expect(formatSize(12 * 1024 * 1024)).toBe('12 MB');
  expect(pageCount(0)).toBe(1);
  expect(pageCount(25)).toBe(3);
});
