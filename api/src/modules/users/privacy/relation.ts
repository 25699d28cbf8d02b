// How a viewer stands to a page's owner, which decides what of the page they may see.
import type { Db } from '../../../db/types';
import { follows } from '../follow/repository';
import type { Relation } from './rules';

export async function relationOf(db: Db, viewerId: number, ownerId: number): Promise<Relation> {
  if (viewerId === ownerId) return { isOwner: true, viewerFollows: false, followsViewer: false };
  const [viewerFollows, followsViewer] = await Promise.all([follows(db, viewerId, ownerId), follows(db, ownerId, viewerId)]);
  return { isOwner: false, viewerFollows, followsViewer };
}
