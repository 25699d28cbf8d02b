import { newsQueryFrom, pageCount, withParam } from './list-query';

test('reads category, search and page from the address, ignoring what is not valid', () => {
  expect(newsQueryFrom(new URLSearchParams('category=interviews&search=%20冠军%20&page=3'))).toEqual({
    category: 'interviews',
    search: '冠军',
    page: 3,
    per_page: 10,
  });
  expect(newsQueryFrom(new URLSearchParams('category=sports&search=%20&page=-2'))).toEqual({
    category: undefined,
    search: undefined,
    page: 1,
    per_page: 10,
  });
});

test('a new category or search starts again at page 1; page 1 is not written', () => {
  const params = new URLSearchParams('category=industry&page=4');
  expect(withParam(params, 'search', 'AI').toString()).toBe('category=industry&search=AI');
  expect(withParam(params, 'category', undefined).toString()).toBe('');
  expect(withParam(params, 'page', '1').toString()).toBe('category=industry');
  expect(withParam(params, 'page', '2').toString()).toBe('category=industry&page=2');
});

test('counts at least one page', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(10)).toBe(1);
  expect(pageCount(11)).toBe(2);
});
