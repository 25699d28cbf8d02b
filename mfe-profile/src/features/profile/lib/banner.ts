import { defaultBanner } from '@dcic/shared';

/** The user's own banner, else one of the three defaults by id modulo 3 (spec §3). */
export function bannerOf(user: { id: number; userBanner: string | null }): string {
  return user.userBanner || defaultBanner(user.id);
}
