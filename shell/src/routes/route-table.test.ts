import { AREAS } from '@dcic/shared';
import { ownedAddresses, ownerOf } from './route-table';
import { layoutFor, specialNameOf } from './layout-for';

describe('route owners', () => {
  it('gives addresses to every area of the roster and to no other', () => {
    expect(Object.keys(ownedAddresses).sort()).toEqual(AREAS.map((area) => area.name).sort());
  });

  it.each([
    ['/', 'community'],
    ['/competitions', 'competitions'],
    ['/competitions/42', 'competitions'],
    ['/competitions/42/ranking', 'competitions'],
    ['/competitions/42/weekly-rankings', 'competitions'],
    ['/competitions/source-code', 'competitions'],
    ['/rank', 'competitions'],
    ['/result/detail', 'competitions'],
    ['/information/7', 'community'],
    ['/ent-apply', 'community'],
    ['/ent-apply/manage', 'community'],
    ['/education/regression-basics', 'community'],
    ['/education/regression-basics/lessons/linear-regression', 'community'],
    ['/education/regression-basics/problems/house-prices', 'community'],
    ['/special/ai2026/news/3', 'community'],
    ['/help', 'community'],
    ['/help/faq', 'community'],
    ['/discussion/new', 'community'],
    ['/discussion/42/edit', 'community'],
    ['/datasets/new', 'community'],
    ['/datasets/7/edit', 'community'],
    ['/dcic/DCIC', 'community'],
    ['/users', 'profile'],
    ['/users/100001/', 'profile'],
    ['/users/100001/followers', 'profile'],
    ['/users/100001/abnormal-asks', 'profile'],
    ['/users/100001/settings', 'profile'],
    ['/users/settings', 'profile'],
    ['/users/updata', 'profile'],
    ['/user/100001/competition-history', 'profile'],
    ['/guide/step-2', 'profile'],
    ['/messages', 'inbox'],
    ['/messages/100002', 'inbox'],
    ['/notices', 'inbox'],
    ['/spic-review/login', 'review'],
    ['/spic-review/scoremanage', 'review'],
    ['/grade/DCIC-details', 'review'],
  ])('%s belongs to %s', (path, area) => {
    expect(ownerOf(path)).toBe(area);
  });

  it.each([
    '/nope',
    '/competitions/42/unknown-tab',
    '/competitions/42/ranking/extra',
    '/education/regression-basics/quiz/1',
    '/datasets/7/files',
    '/guide/step-3',
    '/error',
    '/users/1/nope',
    '/users/1/notices',
  ])('%s is claimed by no area (the shell answers)', (path) => {
    expect(ownerOf(path)).toBeNull();
  });
});

describe('layouts', () => {
  it.each([
    ['/', 'default'],
    ['/competitions/1', 'default'],
    ['/special/ai2026', 'special'],
    ['/grade/DCIC', 'expert-review'],
    ['/spic-review/login', 'blank'],
    ['/spic-review/allproject', 'review'],
    ['/users/100001', 'profile'],
    ['/user/100001/followers', 'profile'],
    ['/users/settings', 'default'],
    ['/guide/step-1', 'landing'],
  ])('%s uses the %s layout', (path, layout) => {
    expect(layoutFor(path)).toBe(layout);
  });

  it('reads the special contest name from the address', () => {
    expect(specialNameOf('/special/ai%202026/news')).toBe('ai 2026');
    expect(specialNameOf('/special')).toBeNull();
  });
});
