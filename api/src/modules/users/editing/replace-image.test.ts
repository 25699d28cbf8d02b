import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../../db/types';
import { replaceUserImage } from './replace-image';
import { LocalDiskStore } from '../../../lib/file-store';
import type { UserRow } from '../schema';

/** A database whose every update fails, as when the connection drops mid-request. */
const failingDb = {
  update: () => {
    throw new Error('connection lost');
  },
} as unknown as Db;

test('a new avatar whose user row cannot be updated leaves no file behind', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'dcic-images-'));
  try {
    const store = new LocalDiskStore(root);
    const user = { id: 100001, avatar: null, userBanner: null } as unknown as UserRow;
    await expect(replaceUserImage(failingDb, store, user, 'avatar', Buffer.from('jpeg bytes'))).rejects.toThrow('connection lost');
    const left = await readdir(root, { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile())).toEqual([]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
