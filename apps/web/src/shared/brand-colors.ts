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

export function brandColorVariables(colors: Brand['colors']): Record<string, string> {
  return {
    '--brand-primary': colors.primary,
    '--brand-on-primary': readableOn(colors.primary, colors.primaryText),
    '--brand-accent': colors.accent,
    // Links and outlined controls sit on the white page.
    '--brand-link': contrastRatio(colors.primary, WHITE) >= 4.5 ? colors.primary : INK,
    '--brand-focus':
      contrastRatio(colors.accent, WHITE) >= 3
        ? colors.accent
        : contrastRatio(colors.primary, WHITE) >= 3
          ? colors.primary
          : INK,
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
