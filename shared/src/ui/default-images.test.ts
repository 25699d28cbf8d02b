import { DEFAULT_AVATAR, DEFAULT_BANNERS, DEFAULT_TEAM_AVATAR, defaultBanner } from './default-images';

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

  it('ships inline SVG images', () => {
    for (const uri of [DEFAULT_AVATAR, DEFAULT_TEAM_AVATAR, ...DEFAULT_BANNERS]) {
      expect(uri.startsWith('data:image/svg+xml')).toBe(true);
      expect(decodeURIComponent(uri)).toContain('<svg');
    }
  });
});
