/**
 * i18next backend that fetches one namespace from `{api}/content?aem={namespace}`. A few lines
 * instead of i18next-http-backend keep the entry route inside its 150 KB budget. Network
 * failures and 5xx answers ask i18next to retry (its retry loop); 4xx answers do not.
 */
import type { BackendModule, ReadCallback } from 'i18next';

export function contentBackend(apiBase: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(_language: string, namespace: string, callback: ReadCallback) {
      fetch(`${apiBase}/content?aem=${encodeURIComponent(namespace)}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
        .then(async (res) => {
          if (!res.ok) {
            callback(new Error(`content ${namespace}: HTTP ${res.status}`), res.status >= 500);
            return;
          }
          callback(null, (await res.json()) as Record<string, unknown>);
        })
        .catch((err: unknown) => {
          callback(err instanceof Error ? err : new Error(String(err)), true);
        });
    },
  };
}
