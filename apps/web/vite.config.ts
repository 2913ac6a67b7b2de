import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { PublicConfig } from '@bizline/domain/app-config';
import { DEFAULT_PUBLIC_CONFIG } from './src/shared/default-config.ts';

/** The API the dev server proxies to (the bizline server's default port). */
const API_ORIGIN = 'http://127.0.0.1:8080';

/**
 * In dev there is no server rendering index.html, so do its job: put the <base href> and
 * window.__BIZLINE__ in place of the placeholder. The config comes from the running server's
 * /AppConfig when it answers, else from the built-in defaults.
 */
function injectDevConfig(): Plugin {
  return {
    name: 'bizline-dev-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      let config: PublicConfig = DEFAULT_PUBLIC_CONFIG;
      try {
        const res = await fetch(`${API_ORIGIN}${DEFAULT_PUBLIC_CONFIG.apiBase}/AppConfig`, {
          signal: AbortSignal.timeout(1000),
        });
        if (res.ok) config = (await res.json()) as PublicConfig;
      } catch {
        // The server is not running: the defaults are a complete configuration.
      }
      const json = JSON.stringify(config).replace(/</g, '\\u003c');
      return html.replace(
        '<!--bizline-config-->',
        `<base href="${config.storefrontBase}/"><script>window.__BIZLINE__=${json}</script>`,
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), injectDevConfig()],
  resolve: {
    // zod configured for the storefront's CSP before any schema is built (src/shared/zod-config.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/shared/zod-config.ts', import.meta.url)),
      },
    ],
  },
  // Built assets are relative: the server's injected <base href> makes them resolve under
  // whatever STOREFRONT_BASE it runs with, so one build serves any base path.
  css: {
    // Lightning CSS (Vite's own dependency, already its minifier) compiles the CSS modules: it
    // resolves `composes: x from './other.module.css'` itself, where the PostCSS pipeline left
    // declarations without a source file and Vite warned on every start.
    transformer: 'lightningcss',
  },
  base: command === 'build' ? './' : `${DEFAULT_PUBLIC_CONFIG.storefrontBase}/`,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything every page loads before its own chunk (React, the router, i18next, the
          // layout, the store, the API client) in one file instead of a dozen small shared
          // chunks: gzip compresses one file better than the same code in pieces (about 7 KB
          // less on the entry route, DESIGN.md's 150 KB bar), and it is one request.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      [DEFAULT_PUBLIC_CONFIG.apiBase]: { target: API_ORIGIN, changeOrigin: false },
    },
  },
}));
