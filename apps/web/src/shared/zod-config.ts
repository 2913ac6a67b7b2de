/**
 * Imported first by main.tsx: zod's compiled (JIT) parsers probe `new Function`, which the
 * storefront's Content-Security-Policy refuses (no 'unsafe-eval', docs/security.md) and reports
 * as a violation. The interpreted parsers give the same answers.
 */
import { z } from 'zod';

z.config({ jitless: true });
