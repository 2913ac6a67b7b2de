import { describe, expect, it } from 'vitest';
import { applyBrandColors, brandColorVariables, contrastRatio } from './brand-colors';

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
      '--brand-focus': '#c8102e',
    });
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
