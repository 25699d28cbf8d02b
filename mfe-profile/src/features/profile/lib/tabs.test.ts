import { tabOf, tabPath } from './tabs';

describe('profile tabs', () => {
  it('maps path segments to tabs', () => {
    expect(tabOf(undefined)).toBe('notices');
    expect(tabOf('following')).toBe('followings');
    expect(tabOf('abnormal-asks')).toBe('abnormal-asks');
    expect(tabOf('nonsense')).toBeNull();
    expect(tabPath(100001, 'notices')).toBe('/users/100001');
    expect(tabPath(100001, 'followers')).toBe('/users/100001/followers');
  });
});
