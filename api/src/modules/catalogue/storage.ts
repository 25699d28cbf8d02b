import path from 'node:path';
import { filesRoot } from '../../lib/data-folder';

/** Where an imported competition's datasets and private answer live (never under a web root). */
export function competitionFolder(dataDir: string, slug: string): string {
  return path.join(filesRoot(dataDir), 'competitions', slug);
}

export function uploadsFolder(dataDir: string): string {
  return path.join(filesRoot(dataDir), 'uploads');
}
