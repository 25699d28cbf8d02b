import type { Db } from '../../../db/types';
import { updateUser } from '../repository';
import type { UserRow } from '../schema';
import type { FileStore } from '../../../lib/file-store';
import { imageUrl, storedImageName } from '../uploads/image-url';

/**
 * Points the user's avatar or banner at a newly stored, already re-encoded image and removes the
 * image it replaces. The new file is removed again when the user row cannot be updated, so a
 * failed request leaves no orphan behind.
 */
export async function replaceUserImage(
  db: Db,
  store: FileStore,
  user: UserRow,
  column: 'avatar' | 'userBanner',
  image: Buffer,
): Promise<{ url: string }> {
  const name = await store.save('public-images', image);
  const url = imageUrl(name);
  try {
    await updateUser(db, user, { [column]: url });
  } catch (error) {
    await store.remove('public-images', name);
    throw error;
  }
  await store.remove('public-images', storedImageName(user[column]));
  return { url };
}
