import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import type { AbandonedCartResult } from '@bizline/domain/wire/abandoned-cart';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { importFootprint } from '../footprint/service';
import { createStaff } from '../staff/service';
import { seedNumberPool } from '../tn/service';
import { outboxMessages } from '../../../test/outbox';
import { savedCartRow } from '../../../test/saved-carts';

const PASSWORD = 'correct horse battery';
const TARGET = 'sales.desk@example.com';
const PATH = '/AbandonedCart/Generate';

/** A phone-only address with business voice and no internet (not in the demo footprint). */
const BDV_ONLY =
  'address_id,base_address_id,house_number,street_name,unit,city,state,zip,latitude,longitude,fiber,hsi,phone,bdv,tv\n' +
  '2399001,,7,Voice Way,,Dover,DE,19901,39.1582,-75.5244,N,N,Y,Y,N\n';

const row = (n: number, fields: Record<string, string>) => ({
  row: n,
  addressID: '',
  phoneNumber: '',
  state: '',
  email: '',
  city: '',
  street: '',
  zipCode: '',
  ...fields,
});

const FIVE_ROWS = [
  row(1, {
    addressID: '2100001',
    street: '100 Summer St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    email: 'fiber.customer@example.com',
    phoneNumber: '6175550101',
  }),
  row(2, {
    addressID: '2100101',
    street: '46 E Main St',
    city: 'Newark',
    state: 'DE',
    zipCode: '19711',
    email: 'hsi.customer@example.com',
  }),
  row(3, { addressID: '9999999', zipCode: '02110', email: 'nobody@example.com' }),
  row(4, { street: '125 Summer St', city: 'Boston', state: 'MA', zipCode: '02110' }),
  row(5, { addressID: '2399001', zipCode: '19901', email: 'voice.customer@example.com' }),
];

async function signedIn(server: TestServer, email: string): Promise<Visitor> {
  const v = new Visitor(server);
  const res = await v.json('POST', '/Staff/SignIn', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return v;
}

describeEachDialect('abandoned-cart generator', (server) => {
  beforeAll(async () => {
    const ctx = server().ctx;
    await loadEntryFixtures(ctx);
    const imported = await importFootprint(ctx.db, Readable.from([BDV_ONLY]));
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    // Voice lines hold numbers of the address's area (ZIP3).
    await seedNumberPool(ctx.db, '197', ['3029990401', '3029990402', '3029990403']);
    await seedNumberPool(ctx.db, '199', ['3029990501', '3029990502', '3029990503']);
    for (const [email, role] of [
      ['staff.member@example.com', 'staff'],
      ['field.agent@example.com', 'agent'],
    ] as const) {
      await createStaff(ctx.db, {
        email,
        firstName: 'Test',
        lastName: 'User',
        role,
        password: PASSWORD,
      });
    }
  });

  it('refuses visitors (401) and agents (403)', async () => {
    const visitor = new Visitor(server());
    await visitor.signIn();
    const body = { targetEmail: TARGET, rows: [FIVE_ROWS[0]] };
    expect((await visitor.json('POST', PATH, body)).status).toBe(401);
    const agent = await signedIn(server(), 'field.agent@example.com');
    expect((await agent.json('POST', PATH, body)).status).toBe(403);
  });

  it('requires a valid target e-mail', async () => {
    const staff = await signedIn(server(), 'staff.member@example.com');
    for (const targetEmail of ['', 'not-an-email']) {
      const res = await staff.json('POST', PATH, { targetEmail, rows: [FIVE_ROWS[0]] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`targetEmail: ${ERROR_MESSAGES.abandonedCartEmailInvalid}`);
    }
    expect(ERROR_MESSAGES.abandonedCartEmailInvalid).toBe(
      'Please provide a valid email to proceed',
    );
  });

  it(
    'fills and saves each row per 002 §6; a bad row fails alone',
    { timeout: 60_000 },
    async () => {
      const ctx = server().ctx;
      const staff = await signedIn(server(), 'staff.member@example.com');
      const res = await staff.json('POST', PATH, { targetEmail: TARGET, rows: FIVE_ROWS });
      expect(res.status).toBe(200);
      const results = res.body.results as AbandonedCartResult[];
      expect(
        results.map((r) => [r.row, r.status]),
        JSON.stringify(results),
      ).toEqual([
        [1, 'saved'],
        [2, 'saved'],
        [3, 'failed'],
        [4, 'saved'],
        [5, 'saved'],
      ]);
      expect(results[2]).toMatchObject({ scartid: '', link: '' });
      expect(results[2]!.message).toBe('addressID: is not a known address id');

      const saved = results.filter((r) => r.status === 'saved');
      expect(new Set(saved.map((r) => r.scartid)).size).toBe(4);
      const expected: Record<number, { services: string; bundle: string; router: string | null }> =
        {
          1: { services: 'data', bundle: 'BND-DATA-2Y', router: 'RTR-FIOS-RENT' },
          2: { services: 'phone+hsi', bundle: 'BND-HSI-PHONE-2Y', router: 'RTR-DSL-RENT' },
          4: { services: 'data', bundle: 'BND-DATA-2Y', router: 'RTR-FIOS-RENT' },
          5: { services: 'bdv', bundle: 'BND-BDV-2Y', router: null },
        };
      for (const r of saved) {
        expect(r.link).toBe(
          `${ctx.config.publicUrl}${ctx.config.storefrontBase}/customize-order?scartid=${encodeURIComponent(r.scartid)}`,
        );
        const cart = await ctx.db.kysely
          .selectFrom('carts')
          .selectAll()
          .where('cart_id', '=', r.scartid)
          .executeTakeFirstOrThrow();
        const selections = JSON.parse(cart.selections);
        const want = expected[r.row]!;
        expect(selections.services, `row ${r.row}`).toBe(want.services);
        expect(selections.bundleId, `row ${r.row}`).toBe(want.bundle);
        expect(selections.internet?.routerId ?? null, `row ${r.row}`).toBe(want.router);

        const savedCart = await savedCartRow(ctx, r.scartid);
        expect(savedCart.email).toBe(TARGET);
        expect(savedCart.status).toBe('saved');
        expect(savedCart.reminders).toBe(0);
        // A staff action: its audit row (issue 14).
        const audit = await ctx.db.kysely
          .selectFrom('audit_log')
          .select(['staff_email', 'action'])
          .where('subject_id', '=', r.scartid)
          .execute();
        expect(audit).toEqual([
          { staff_email: 'staff.member@example.com', action: 'saved-cart.abandoned-cart' },
        ]);
        const rowEmail = FIVE_ROWS[r.row - 1]!.email;
        expect(JSON.parse(savedCart.contacts).LQEmailId).toBe(rowEmail);

        const mail = await outboxMessages(ctx, `saved-cart:${r.scartid}`);
        expect(mail).toHaveLength(1);
        expect(mail[0]!.recipient).toBe(TARGET);
        expect(mail[0]!.body_text).toContain(r.link);
      }
      // Every cart belongs to its own session (a real EPSessionID), not to the staff's.
      const sessions = await ctx.db.kysely
        .selectFrom('carts')
        .select('session_id')
        .where(
          'cart_id',
          'in',
          saved.map((r) => r.scartid),
        )
        .execute();
      expect(new Set(sessions.map((s) => s.session_id)).size).toBe(4);
    },
  );

  it('reports bad row input without stopping the batch', async () => {
    const staff = await signedIn(server(), 'staff.member@example.com');
    const res = await staff.json('POST', PATH, {
      targetEmail: TARGET,
      rows: [
        row(1, { addressID: '2100001', zipCode: '2110' }),
        row(2, { addressID: '2100001', zipCode: '02110', email: 'broken@' }),
        row(3, { zipCode: '02110' }),
        row(4, { addressID: '2100001', zipCode: '02110' }),
      ],
    });
    expect(res.status).toBe(200);
    const results = res.body.results as AbandonedCartResult[];
    expect(results.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'saved']);
    expect(results[0]!.message).toMatch(/^zipCode: /);
    expect(results[1]!.message).toMatch(/^email: /);
    expect(results[2]!.message).toMatch(/^street: /);
  });
});
