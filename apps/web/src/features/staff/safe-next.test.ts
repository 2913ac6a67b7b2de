import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/abandoned-cart', '/abandoned-cart'],
    ['/save-cart?digitalagent=Y#top', '/save-cart?digitalagent=Y#top'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'abandoned-cart',
    '//evil.example/x',
    '/\\evil.example',
    '/\tevil',
    'https://evil.example/',
    'javascript:alert(1)',
    `/${'a'.repeat(2001)}`,
  ])('sends %j to the console', (next) => {
    expect(safeNextPath(next)).toBe('/staff');
  });
});
