/** Repository-relative locations, resolved once so commands work from any working directory. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The nearest folder above `from` whose package.json declares the workspaces: the repository
 * root, the same whether this code runs from src/ (tsx) or from a compiled bundle in dist/.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        workspaces?: unknown;
      };
      if (pkg.workspaces) return dir;
    } catch {
      // no package.json here: look further up
    }
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Resolve a path given relative to the repository root (absolute paths pass through). */
export function fromRepoRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(repoRoot, p);
}
