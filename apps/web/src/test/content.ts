import type { Resource, ResourceLanguage } from 'i18next';

/** The copy files as bundled i18next resources (tests only; the app loads them over HTTP). */
const files = import.meta.glob<Record<string, unknown>>('../../../../data/content/*.json', {
  eager: true,
  import: 'default',
});

export function contentNamespaces(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(files).map(([path, json]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), json]),
  );
}

export function contentResources(): Resource {
  return { en: contentNamespaces() as ResourceLanguage };
}
