import { describe, expect, it } from 'vitest';
import {
  ERROR_INK,
  applyBrandColors,
  brandColorVariables,
  contrastRatio,
  looksLikeError,
} from './brand-colors';

describe('brand colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps readable brand colours as they are', () => {
    expect(
      brandColorVariables({ primary: '#1d3f8f', primaryText: '#ffffff', accent: '#c8102e' }),
    ).toEqual({
      '--brand-primary': '#1d3f8f',
      '--brand-on-primary': '#ffffff',
      '--brand-accent': '#c8102e',
      '--brand-link': '#1d3f8f',
      // The accent is red, like the error colour: the focus ring takes the primary blue.
      '--brand-focus': '#1d3f8f',
    });
  });

  it('never gives the focus ring the error colour', () => {
    expect(looksLikeError(ERROR_INK)).toBe(true);
    expect(looksLikeError('#c8102e')).toBe(true);
    expect(looksLikeError('#1d3f8f')).toBe(false);
    expect(looksLikeError('#595959')).toBe(false);
    // A red primary and a readable accent: the accent.
    expect(
      brandColorVariables({ primary: '#b00020', primaryText: '#ffffff', accent: '#005a9c' })[
        '--brand-focus'
      ],
    ).toBe('#005a9c');
    // Both red: ink.
    expect(
      brandColorVariables({ primary: '#b00020', primaryText: '#ffffff', accent: '#c8102e' })[
        '--brand-focus'
      ],
    ).toBe('#1f1f1f');
  });

  it('swaps colours that would fail contrast', () => {
    const vars = brandColorVariables({
      primary: '#ffd200',
      primaryText: '#ffffff',
      accent: '#ffee99',
    });
    expect(vars['--brand-on-primary']).toBe('#1f1f1f');
    expect(vars['--brand-link']).toBe('#1f1f1f');
    expect(vars['--brand-focus']).toBe('#1f1f1f');
  });

  it('sets the custom properties on the document', () => {
    applyBrandColors({ primary: '#003366', primaryText: '#ffffff', accent: '#aa0000' });
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#003366');
  });
});
