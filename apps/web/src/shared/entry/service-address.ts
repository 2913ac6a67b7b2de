/**
 * The service address the entry pages show and prefill (000 §2 screen 7 summary, screen 8 form),
 * read from the entry slice: the chosen street address and unit, or, when only the
 * qualification answered, its LQPost.Address text.
 */
import { UNIT_SPECIAL_CHOICES } from '@bizline/domain/constants';
import type { CartServiceAddress } from '@bizline/domain/wire/cart';
import { useAppStore, type AppState } from '../store/app-store';

export interface ServiceAddress {
  /** House number and street, e.g. '1 Larkin Plz'. */
  street: string;
  /** The unit ('STE 700'), '' when none or a special choice such as "I don't live in a unit". */
  unit: string;
  city: string;
  state: string;
  zip: string;
  /** Street and unit: '60 State St STE 700'. */
  streetLine: string;
  /** 'Boston, MA 02109'. */
  cityLine: string;
}

/** A special unit choice is not part of an address (000 §2: "unit omitted when it is 'I don't
 * live in a unit'"; the other special choices are omitted for the same reason). */
function unitText(unit: AppState['unit']): string {
  const text = (typeof unit === 'string' ? unit : (unit?.unit ?? '')).trim();
  return (UNIT_SPECIAL_CHOICES as readonly string[]).includes(text) ? '' : text;
}

function lines(a: Omit<ServiceAddress, 'streetLine' | 'cityLine'>): ServiceAddress {
  return {
    ...a,
    streetLine: [a.street, a.unit].filter(Boolean).join(' '),
    cityLine: [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  };
}

export function selectServiceAddress(
  s: Pick<AppState, 'selectedAddress' | 'unit' | 'availability'>,
): ServiceAddress | null {
  const chosen = s.selectedAddress;
  if (chosen) {
    const street =
      `${chosen.HouseNumber} ${chosen.StreetName}`.trim() ||
      (chosen.ParsedRawString.split(',')[0] ?? '').trim();
    return lines({
      street,
      unit: unitText(s.unit),
      city: chosen.CommunityName,
      state: chosen.State,
      zip: chosen.ZipCode,
    });
  }
  // A persisted response from an older shape may lack LQPost: read it defensively.
  const text = s.availability?.LQPost?.Address?.trim();
  if (!text) return null;
  // "100 Light St FL 10, Baltimore, MD 21202"
  const [street = '', city = '', stateZip = ''] = text.split(',').map((p) => p.trim());
  const [state = '', zip = ''] = stateZip.split(/\s+/);
  return lines({ street, unit: '', city, state, zip });
}

/**
 * The service address the server keeps for the cart (the floating cart's serviceAddress): what a
 * fresh tab, another browser or a reload shows. null when the server sent none.
 */
export function fromCartAddress(a: CartServiceAddress | undefined | null): ServiceAddress | null {
  if (!a || !(a.street || a.city)) return null;
  return lines({ street: a.street, unit: a.unit, city: a.city, state: a.state, zip: a.zip });
}

/** The service address, or null when the visitor has not chosen one in this session. */
export function useServiceAddress(): ServiceAddress | null {
  const selectedAddress = useAppStore((s) => s.selectedAddress);
  const unit = useAppStore((s) => s.unit);
  const availability = useAppStore((s) => s.availability);
  return selectServiceAddress({ selectedAddress, unit, availability });
}
