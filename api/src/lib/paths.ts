import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Found by walking up rather than by a fixed number of `..`, so the same code works from src/ (tests)
// and from dist/ (production build).
function findUp(start: string, matches: (pkg: { name?: string; workspaces?: unknown }) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; workspaces?: unknown };
      if (matches(pkg)) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The api workspace folder (holds package.json and drizzle/). */
export const apiRoot: string = findUp(__dirname, (pkg) => pkg.name === '@dcic/api') ?? process.cwd();

/** The repository root (holds the workspaces' package.json and .data/). */
export const repoRoot: string = findUp(apiRoot, (pkg) => Array.isArray(pkg.workspaces)) ?? path.dirname(apiRoot);

export const migrationsFolder: string = path.join(apiRoot, 'drizzle');
