import { postQueryFrom, withParam } from './list-query';

test('reads the board, kind, order, search and page from the address and ignores what is not one of them', () => {
  expect(postQueryFrom(new URLSearchParams('board=3&kind=question&sort=hottest&search=%20xgboost%20&page=2'))).toEqual(
    expect.objectContaining({ board: 3, kind: 'question', sort: 'hottest', search: 'xgboost', page: 2 }),
  );
  expect(postQueryFrom(new URLSearchParams('board=-1&kind=poll&sort=oldest&search=%20&page=x'))).toEqual(
    expect.objectContaining({ board: undefined, kind: undefined, sort: 'latest', search: undefined, page: 1 }),
  );
});

test('a change goes back to the first page and leaves defaults out of the address', () => {
  const params = new URLSearchParams('kind=topic&page=3');
  expect(withParam(params, 'sort', 'hottest').toString()).toBe('kind=topic&sort=hottest');
  expect(withParam(params, 'sort', 'latest').toString()).toBe('kind=topic');
  expect(withParam(params, 'page', '1').toString()).toBe('kind=topic');
  expect(withParam(params, 'kind', undefined).toString()).toBe('');
});
