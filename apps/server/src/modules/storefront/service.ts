/**
 * The built storefront's index.html, prepared once: a <base href> so the relative asset paths
 * (vite `base: './'`) resolve under STOREFRONT_BASE at any depth, and the public configuration
 * as `window.__BIZLINE__` so bases, brand and flags are runtime settings, not build settings.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PublicConfig } from '@bizline/domain/app-config';

const CONFIG_PLACEHOLDER = '<!--bizline-config-->';

/** JSON safe to inline in a <script> element (no `</script>` or HTML comment breakouts). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The one inline script of the storefront (its CSP allows exactly this text by its hash). */
export function configScript(config: PublicConfig): string {
  return `window.__BIZLINE__=${inlineJson(config)}`;
}

export function renderIndexHtml(template: string, config: PublicConfig): string {
  const injected =
    `<base href="${escapeAttr(config.storefrontBase)}/">` +
    `<script>${configScript(config)}</script>`;
  if (template.includes(CONFIG_PLACEHOLDER)) return template.replace(CONFIG_PLACEHOLDER, injected);
  // A template without the placeholder still works: inject right after <head>.
  return template.replace(/<head(\s[^>]*)?>/i, (m) => `${m}${injected}`);
}

export function loadIndexTemplate(webDist: string): string | null {
  const file = path.join(webDist, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
