/**
 * Test set-up: jest-dom matchers, and i18next initialised with the real copy files
 * (data/content/*.json), so component tests see the texts visitors see.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../shared/default-config';
import { initI18n } from '../shared/i18n/i18n';
import { queryClient } from '../shared/query/with-query-client';
import { contentResources } from './content';

// Pages are lazy chunks: on a busy machine (CI, the full suite on two cores) the first import
// of a page can take longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

await initI18n({
  apiBase: DEFAULT_PUBLIC_CONFIG.apiBase,
  brand: DEFAULT_PUBLIC_CONFIG.brand,
  resources: contentResources(),
});

// No test reaches a network: analytics and error logs land in this stub unless a test
// installs its own fetch.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{"Status":"SUCCESS"}'))),
  );
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // Pages share one server-data cache (shared/query): no answer carries over to the next test.
  queryClient.clear();
});
