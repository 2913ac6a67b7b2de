import type { KnipConfig } from 'knip';

// knip: no unused file, export or dependency (a step of `npm test`). Entry points are declared
// here when knip's plugins (vite, vitest, playwright, package.json scripts) do not find them.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // The CLIs in scripts/ run with node or tsx; the ones without an npm script are run by hand
      // (data/zips/README.md, the catalogue's images).
      entry: ['scripts/*.{mjs,ts}'],
      project: ['scripts/**/*.{mjs,ts}', '*.{js,ts}'],
      // cspell and madge are run by scripts/test.mjs (spelling, import circles), through npx.
      ignoreDependencies: ['cspell', 'madge'],
    },
    'packages/domain': {
      // Its package.json exports every file (`./*`), so every file is an entry; still report the
      // exports that neither the server nor the storefront imports.
      includeEntryExports: true,
      project: ['src/**/*.ts'],
    },
    'apps/server': {
      // The CLIs named in package.json scripts and the server's main are found from there.
      entry: ['src/cli/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'apps/web': {
      project: ['src/**/*.{ts,tsx}', '*.ts'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
  },
  // Debian's commands: scripts/test.mjs installs chromium or postgresql with apt-get when missing;
  // the outbound TLS test makes a throw-away certificate with openssl.
  ignoreBinaries: ['apt-get', 'openssl'],
};

export default config;
