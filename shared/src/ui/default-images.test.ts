import { DEFAULT_AVATAR, DEFAULT_BANNERS, DEFAULT_TEAM_AVATAR, defaultBanner, defaultBannerBackground } from './default-images';

describe('defaultBanner', () => {
  it('chooses one of three banners by id modulo 3', () => {
    expect(new Set(DEFAULT_BANNERS).size).toBe(3);
    expect(defaultBanner(0)).toBe(DEFAULT_BANNERS[0]);
    expect(defaultBanner(1)).toBe(DEFAULT_BANNERS[1]);
    expect(defaultBanner(2)).toBe(DEFAULT_BANNERS[2]);
    expect(defaultBanner(3)).toBe(DEFAULT_BANNERS[0]);
    expect(defaultBanner(100001)).toBe(DEFAULT_BANNERS[100001 % 3]);
    expect(defaultBanner('5')).toBe(DEFAULT_BANNERS[2]);
  });

  it('never fails on odd ids', () => {
    expect(defaultBanner(-1)).toBe(DEFAULT_BANNERS[2]);
    expect(defaultBanner(undefined)).toBe(DEFAULT_BANNERS[0]);
    expect(defaultBanner('abc')).toBe(DEFAULT_BANNERS[0]);
  });

  it('gives the banner it chooses as a CSS background too, in the same colours', () => {
    for (const id of [0, 1, 2, 3, 100001, '5', -1, undefined, 'abc']) {
      const [, from, to] = /linear-gradient\(to bottom right, (#[0-9a-f]{6}), (#[0-9a-f]{6})\)/.exec(defaultBannerBackground(id))!;
      expect(decodeURIComponent(defaultBanner(id))).toContain(`stop-color="${from}"/><stop offset="1" stop-color="${to}"`);
    }
    expect(new Set([0, 1, 2].map(defaultBannerBackground)).size).toBe(3);
  });

  it('ships inline SVG images', () => {
    for (const uri of [DEFAULT_AVATAR, DEFAULT_TEAM_AVATAR, ...DEFAULT_BANNERS]) {
      expect(uri.startsWith('data:image/svg+xml')).toBe(true);
      expect(decodeURIComponent(uri)).toContain('<svg');
    }
  });
});
