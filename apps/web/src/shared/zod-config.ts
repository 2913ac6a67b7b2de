/**
 * The storefront's `zod`: every `import { z } from 'zod'` in the build (storefront and
 * packages/domain) resolves here (the alias in vite.config.ts), so this runs before any module
 * builds a schema. zod's compiled (JIT) parsers probe `new Function`, which the storefront's
 * Content-Security-Policy refuses (no 'unsafe-eval', docs/security.md) and reports as a
 * violation; the interpreted parsers give the same answers.
 *
 * An alias rather than an import at the top of main.tsx: the entry route builds no schema, and
 * importing zod there put zod's core (about 4 KB gzip) into its initial JavaScript.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
