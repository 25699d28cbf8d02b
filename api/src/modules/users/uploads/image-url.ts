// Addresses of stored public images: the images route's path with the stored name filled in.
import { endpointPath, getProfileImage } from '@dcic/shared/contract';

const PREFIX = endpointPath(getProfileImage.path, { name: '-' }).slice(0, -1);

export const imageUrl = (name: string): string => endpointPath(getProfileImage.path, { name });

/** The stored name behind an address of ours, or null for any other address (a default image, a URL elsewhere). */
export function storedImageName(url: string | null | undefined): string | null {
  return url?.startsWith(PREFIX) ? url.slice(PREFIX.length) : null;
}
