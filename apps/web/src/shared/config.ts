/**
 * The runtime configuration, read once. The server injects it into index.html as
 * `window.__BIZLINE__` (apps/server storefront module); bases, brand and feature flags are
 * therefore runtime settings and one build serves every provider. It was validated by the server
 * against `publicConfigSchema`, so it is not parsed again here (that would put zod in the entry
 * bundle).
 */
import type { PublicConfig } from '@bizline/domain/app-config';
import { DEFAULT_PUBLIC_CONFIG } from './default-config';

declare global {
  interface Window {
    __BIZLINE__?: PublicConfig;
  }
}

function readConfig(): PublicConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__BIZLINE__;
  if (injected && typeof injected === 'object' && injected.brand && injected.features) {
    return injected;
  }
  return DEFAULT_PUBLIC_CONFIG;
}

export const appConfig: PublicConfig = readConfig();
