import { DEFAULT_BANNERS } from '@dcic/shared';
import { bannerOf } from './banner';

describe('bannerOf', () => {
  it("keeps the user's banner", () => {
    expect(bannerOf({ id: 100001, userBanner: '/api/users/images/a.jpg' })).toBe('/api/users/images/a.jpg');
  });
  it('picks a default banner by id modulo 3', () => {
    expect(bannerOf({ id: 100002, userBanner: null })).toBe(DEFAULT_BANNERS[100002 % 3]);
    expect(bannerOf({ id: 100002, userBanner: '' })).toBe(DEFAULT_BANNERS[0]);
    expect(bannerOf({ id: 100003, userBanner: null })).toBe(DEFAULT_BANNERS[1]);
    expect(bannerOf({ id: 100004, userBanner: null })).toBe(DEFAULT_BANNERS[2]);
  });
});
