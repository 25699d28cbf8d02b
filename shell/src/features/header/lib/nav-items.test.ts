import { navItems, activeNavId } from './nav-items';

describe('top navigation', () => {
  const items = navItems('https://summit.example');

  it('lists every entry of the spec in order, with the summit as an external link', () => {
    expect(items.map((item) => item.id)).toEqual([
      'nav.home',
      'nav.training',
      'nav.competitions',
      'nav.discussion',
      'nav.datasets',
      'nav.host',
      'nav.information',
      'nav.results',
      'nav.summit',
      'nav.news',
      'nav.review',
      'nav.messages',
    ]);
    expect(items.find((item) => item.id === 'nav.summit')).toEqual({ id: 'nav.summit', href: 'https://summit.example', external: true });
  });

  it('highlights the entry of the current section', () => {
    expect(activeNavId(items, '/')).toBe('nav.home');
    expect(activeNavId(items, '/competitions/3/ranking')).toBe('nav.competitions');
    expect(activeNavId(items, '/messages/100002')).toBe('nav.messages');
    expect(activeNavId(items, '/users/1')).toBeNull();
  });
});
