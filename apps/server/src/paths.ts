/** Repository-relative locations, resolved once so commands work from any working directory. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resolve a path given relative to the repository root (absolute paths pass through). */
export function fromRepoRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(repoRoot, p);
}
