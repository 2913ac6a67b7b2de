/**
 * Copy served to the storefront: one JSON
 * file per i18next namespace in CONTENT_DIR, read from disk on each request (a provider edits
 * copy without a rebuild or restart) and checked at start-up so a broken file stops the server.
 */
import fs from 'node:fs';
import path from 'node:path';

export const NAMESPACE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type ContentTree = { [key: string]: string | ContentTree };

function isContentTree(value: unknown): value is ContentTree {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) =>
      typeof v === 'string' ||
      isContentTree(v) ||
      (Array.isArray(v) && v.every((x) => typeof x === 'string')),
  );
}

export function listNamespaces(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .filter((ns) => NAMESPACE_PATTERN.test(ns))
    .sort();
}

/** Parse one namespace file; throws with the file name and the reason. */
export function readNamespace(dir: string, namespace: string): ContentTree {
  const file = path.join(dir, `${namespace}.json`);
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`content file ${namespace}.json: ${(e as Error).message}`);
  }
  if (!isContentTree(value)) {
    throw new Error(
      `content file ${namespace}.json: must be an object of texts (strings or nested objects)`,
    );
  }
  return value;
}

/** Check every namespace file; returns the list of problems (empty when all are good). */
export function checkAllContent(dir: string): string[] {
  const problems: string[] = [];
  for (const ns of listNamespaces(dir)) {
    try {
      readNamespace(dir, ns);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  return problems;
}
