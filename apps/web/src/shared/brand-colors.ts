/**
 * Brand colours from the runtime config become CSS custom properties. A provider's colours are
 * data, so the contrast the accessibility bar needs (WCAG AA: 4.5:1 for text, 3:1 for focus
 * rings) is checked here: a colour that fails is swapped for black or white rather than shipped
 * unreadable.
 */
import type { Brand } from '@bizline/domain/app-config';

const WHITE = '#ffffff';
const INK = '#1f1f1f';

function channel(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function readableOn(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= 4.5) return preferred;
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/** The error colour of global.css (--error-ink): the focus ring must never look like it. */
export const ERROR_INK = '#8a1010';

/** Hue in degrees (0-360) and saturation (0-1) of a #rrggbb colour (HSL). */
function hueAndSaturation(hex: string): [number, number] {
  const [r, g, b] = [1, 3, 5].map((o) => parseInt(hex.slice(o, o + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = (max + min) / 2;
  if (d === 0) return [0, 0];
  const sat = d / (1 - Math.abs(2 * l - 1));
  const hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(hue * 60 + 360) % 360, sat];
}

/** A colour a person could take for the error red (a saturated hue within 35 degrees of it). */
export function looksLikeError(hex: string): boolean {
  const [hue, sat] = hueAndSaturation(hex);
  const [errorHue] = hueAndSaturation(ERROR_INK);
  const distance = Math.min(Math.abs(hue - errorHue), 360 - Math.abs(hue - errorHue));
  return sat > 0.3 && distance < 35;
}

/**
 * The focus ring's colour: visible on the white page (3:1, WCAG 2.4.13) and never mistaken for
 * the error colour (a focused invalid field shows both): the primary colour, else the accent,
 * else ink.
 */
function focusColour(colors: Brand['colors']): string {
  const fits = (c: string) => contrastRatio(c, WHITE) >= 3 && !looksLikeError(c);
  return [colors.primary, colors.accent].find(fits) ?? INK;
}

export function brandColorVariables(colors: Brand['colors']): Record<string, string> {
  return {
    '--brand-primary': colors.primary,
    '--brand-on-primary': readableOn(colors.primary, colors.primaryText),
    '--brand-accent': colors.accent,
    // Links and outlined controls sit on the white page.
    '--brand-link': contrastRatio(colors.primary, WHITE) >= 4.5 ? colors.primary : INK,
    '--brand-focus': focusColour(colors),
  };
}

export function applyBrandColors(
  colors: Brand['colors'],
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(brandColorVariables(colors))) {
    root.style.setProperty(name, value);
  }
}
