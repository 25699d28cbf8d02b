import { REVIEW_PAGES } from '@dcic/shared/constants';
import { canOpen, headerTitleId, homeOf, pagesOf } from './role-pages';

test('each role lists only its own pages, in menu order (spec §2)', () => {
  expect(pagesOf(0)).toEqual(['allproject', 'preliminaries', 'recycle']);
  expect(pagesOf(1)).toEqual(['intentionproject']);
  expect(pagesOf(2)).toEqual(['scoremanage']);
  expect(pagesOf(3)).toEqual(['projectlist']);
});

test('a manager opening score management, the project list or intention projects is refused (spec §6)', () => {
  for (const page of ['scoremanage', 'projectlist', 'intentionproject'] as const) expect(canOpen(0, page)).toBe(false);
  for (const page of ['allproject', 'preliminaries', 'recycle'] as const) expect(canOpen(0, page)).toBe(true);
});

test('every other role opens its one page, no-access and login, and nothing else', () => {
  const own = { 1: 'intentionproject', 2: 'scoremanage', 3: 'projectlist' } as const;
  for (const role of [1, 2, 3] as const) {
    for (const page of REVIEW_PAGES)
      expect([role, page, canOpen(role, page)]).toEqual([role, page, page === own[role] || page === 'login' || page === 'no-access']);
  }
});

test('each role lands on its first page and has its own header title', () => {
  expect([0, 1, 2, 3].map((role) => homeOf(role as 0))).toEqual([
    '/spic-review/allproject',
    '/spic-review/intentionproject',
    '/spic-review/scoremanage',
    '/spic-review/projectlist',
  ]);
  expect(new Set([0, 1, 2, 3].map((role) => headerTitleId(role as 0))).size).toBe(4);
});
