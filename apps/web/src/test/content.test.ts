/**
 * The copy files are data a provider edits; these checks keep them complete and keep the spec's
 * texts word for word.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, NTE_CODES } from '@bizline/domain/errors';
import { NAMESPACES } from '../shared/i18n/i18n';
import { contentNamespaces } from './content';

const content = contentNamespaces();
const get = (ns: string, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      content[ns],
    );

describe('copy files (data/content)', () => {
  it('has a file for every namespace the storefront loads, named as the API accepts', () => {
    for (const ns of NAMESPACES) {
      expect(content[ns], `data/content/${ns}.json`).toBeTypeOf('object');
      expect(ns).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
  });

  it('holds only strings, lists of strings and nested objects (what the content API serves)', () => {
    const check = (node: unknown, where: string): void => {
      if (typeof node === 'string') return;
      if (Array.isArray(node)) {
        node.forEach((v, i) => expect(typeof v, `${where}[${i}]`).toBe('string'));
        return;
      }
      expect(node && typeof node === 'object', where).toBe(true);
      for (const [k, v] of Object.entries(node as object)) check(v, `${where}.${k}`);
    };
    for (const [ns, tree] of Object.entries(content)) check(tree, ns);
  });

  it('has a lost-business message for every NTE code', () => {
    for (const code of NTE_CODES) expect(get('lbo', `codes.${code}`), code).toBeTypeOf('string');
  });

  it('uses the spec texts word for word', () => {
    expect(get('errors', 'generic.refreshPage')).toBe(ERROR_MESSAGES.refreshPage);
    expect(get('errors', 'generic.tryAgain')).toBe(ERROR_MESSAGES.requestFailedNoJson);
    expect(get('errors', 'generic.tryAgainContactSupport')).toBe(
      ERROR_MESSAGES.tryAgainContactSupport,
    );
    expect(get('layout', 'browserBanner.title')).toBe('Your web browser is out of date.');
    expect(get('layout', 'browserBanner.ignore')).toBe('Ignore');
    expect(get('layout', 'header.faq')).toBe('Frequently asked questions');
    expect(get('faq', 'title')).toBe('Frequently asked questions');
    expect(get('layout', 'footer.saveCartPrompt')).toContain(
      'The saved cart link is valid for ten days.',
    );
    expect(get('layout', 'footer.moneyBackGuarantee')).toContain(
      '30 days after installation, two-year contract only',
    );
  });
});
