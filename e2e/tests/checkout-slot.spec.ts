/**
 * An install slot taken by another visitor in between: two visitors, each in
 * their own browser context, reach the installation section at the Boston fiber address and pick
 * the same technician slot. Other carts already hold all but one place of it (held rows written
 * into the server's database, as other visitors' holds would be); visitor B reserves the last
 * place, then visitor A's choice answers the 002 §8 text and A books another slot.
 */
import { expect, test, type Browser, type Page } from '../support/fixtures';
import {
  SLOT_TAKEN,
  axeClean,
  chooseSlot,
  expectCompleted,
  expectOpen,
  reserveSlot,
  sectionPanel,
  startCheckout,
  withDb,
  type Slot,
} from '../support/checkout';
import { submitToConfirmation, throughPayment } from '../support/order';

/** A visitor of their own (new context) up to the open installation section. */
async function visitorAtInstallation(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startCheckout(page);
  await throughPayment(page);
  await expectOpen(page, 'installation');
  return page;
}

/** Other carts hold every place of the slot but `leave` (Boston is area 021). */
function holdAllBut(slot: Slot, leave: number): { capacity: number } {
  return withDb((db) => {
    const row = db
      .prepare(
        `select id, capacity, taken from install_slots
         where area = '021' and install_type = 'tech' and slot_date = ? and interval_code = ?`,
      )
      .get(slot.date, slot.code) as { id: number; capacity: number; taken: number };
    const now = new Date();
    const until = new Date(now.getTime() + 15 * 60_000).toISOString();
    const insert = db.prepare(
      `insert into slot_holds (slot_id, cart_id, status, held_until, created_at)
       values (?, ?, 'held', ?, ?)`,
    );
    db.transaction(() => {
      for (let i = row.taken; i < row.capacity - leave; i++)
        insert.run(row.id, `e2e-other-cart-${row.id}-${i}`, until, now.toISOString());
      db.prepare(`update install_slots set taken = ? where id = ?`).run(
        Math.max(row.taken, row.capacity - leave),
        row.id,
      );
    })();
    return { capacity: row.capacity };
  }, true);
}

function takenOf(slot: Slot): number {
  return withDb(
    (db) =>
      (
        db
          .prepare(
            `select taken from install_slots
             where area = '021' and install_type = 'tech' and slot_date = ? and interval_code = ?`,
          )
          .get(slot.date, slot.code) as { taken: number }
      ).taken,
  );
}

test('a slot taken by another visitor in between: the 002 §8 text, then another slot', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [a, b] = await Promise.all([
    visitorAtInstallation(browser),
    visitorAtInstallation(browser),
  ]);

  // Both choose the same slot, from the 9th business day on (the other journeys start earlier).
  const slotA = await chooseSlot(a, 8, false);
  const slotB = await chooseSlot(b, 8, false);
  expect(slotB).toEqual(slotA);
  await axeClean(a, 'installation (date, slot and covid question)');
  const { capacity } = holdAllBut(slotA, 1);

  // B takes the last place.
  await reserveSlot(b);
  await expectCompleted(b, 'installation');
  expect(takenOf(slotA)).toBe(capacity);

  // A's choice is refused with the spec's text, and the slot now shows as fully booked.
  await reserveSlot(a);
  const panel = sectionPanel(a, 'installation');
  await expect(panel.locator('#installation-slot-error')).toHaveText(SLOT_TAKEN);
  // The slots are fetched again: the full one can no longer be chosen.
  await expect(
    panel.locator(`input[name="installation-slot"][value="${slotA.code}"]:enabled`),
  ).toHaveCount(0);
  await axeClean(a, 'installation (slot taken)');
  expect(takenOf(slotA)).toBe(capacity);

  // A books another slot and submits; B submits the last place.
  const other = await chooseSlot(a, 9);
  expect(other).not.toEqual(slotA);
  await expectCompleted(a, 'installation');
  for (const page of [a, b]) {
    await submitToConfirmation(page);
  }
  // Confirming never gives the slot beyond its capacity.
  expect(takenOf(slotA)).toBe(capacity);
});
