/**
 * One installation choice: the cart's `internet.installationId` (a catalogue item
 * with its price and its `installType`) is the choice. Customise writes it, the checkout's
 * Installation section reads and writes the same value, and the slots, the one-time charges, the
 * confirmation, the order and the e-mail follow it. A cart without internet (or without an
 * installation item) has no installation in the cart: the checkout keeps the type then.
 */
import type { CatalogueDocument } from '../catalogue/schema';
import type { InstallType } from '../orders/install-calendar';
import { formatCents } from '../pricing/money';
import type { CartSelections } from '../wire/cart';

type InstallationItem = CatalogueDocument['internet']['installation'][number];

/** The catalogue item of the cart's installation, undefined when the cart has none. */
function installationOf(
  doc: CatalogueDocument,
  selections: CartSelections,
): InstallationItem | undefined {
  const id = selections.internet?.installationId;
  if (!id) return undefined;
  return doc.internet.installation.find((i) => i.id === id);
}

/** Self or technician install as the cart says; null when the cart holds no installation. */
export function installTypeOfCart(
  doc: CatalogueDocument,
  selections: CartSelections,
): InstallType | null {
  return installationOf(doc, selections)?.installType ?? null;
}

/** The catalogue item that sells `type` (the default one first); undefined when none does. */
export function installationItemFor(
  doc: CatalogueDocument,
  type: InstallType,
): InstallationItem | undefined {
  const items = doc.internet.installation.filter((i) => i.installType === type);
  return items.find((i) => i.isDefault) ?? items[0];
}

/** Whether the catalogue sells both kinds (the checkout then offers the choice). */
export function offersBothInstallTypes(doc: CatalogueDocument): boolean {
  return (
    installationItemFor(doc, 'self') !== undefined && installationItemFor(doc, 'tech') !== undefined
  );
}

/**
 * The type the checkout schedules: the cart's installation when it has one, else the checkout's
 * own answer, else a technician visit.
 */
export function effectiveInstallType(
  doc: CatalogueDocument,
  selections: CartSelections,
  checkoutAnswer: string | undefined,
): InstallType {
  return installTypeOfCart(doc, selections) ?? (checkoutAnswer === 'self' ? 'self' : 'tech');
}

/** The checkout's install options (techOptionFields): the catalogue items, name and price. */
export function installOptionFields(
  doc: CatalogueDocument,
): { code: InstallType; description: string; price: string }[] {
  return (['self', 'tech'] as const).flatMap((code) => {
    const item = installationItemFor(doc, code);
    return item ? [{ code, description: item.name, price: formatCents(item.oneTimeCents) }] : [];
  });
}
