import { CONTENT_TABS } from '@dcic/shared/contract';
import { PROFILE_TABS, tabOf, tabPath } from './tabs';

describe('profile tabs', () => {
  it('lists the thirteen tabs of the specification', () => {
    expect(PROFILE_TABS).toHaveLength(13);
  });
  it('has a screen for every content tab the API serves, in the API’s order', () => {
    // The screen list interleaves notices and the follow tabs, so it is written out; this keeps it
    // from drifting away from the contract.
    expect(PROFILE_TABS.filter((tab) => (CONTENT_TABS as readonly string[]).includes(tab))).toEqual([...CONTENT_TABS]);
  });
  it('maps path segments to tabs', () => {
    expect(tabOf(undefined)).toBe('notices');
    expect(tabOf('following')).toBe('followings');
    expect(tabOf('abnormal-asks')).toBe('abnormal-asks');
    expect(tabOf('nonsense')).toBeNull();
    expect(tabPath(100001, 'notices')).toBe('/users/100001');
    expect(tabPath(100001, 'followers')).toBe('/users/100001/followers');
  });
});
