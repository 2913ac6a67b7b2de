import { beforeAll, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { AGENT_MESSAGES } from '@bizline/domain/wire/agent';
import { STAFF_MESSAGES } from '@bizline/domain/wire/staff';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { createStaff } from '../staff/service';
import { outboxMessages } from '../../../test/outbox';
import { savedCartRow } from '../../../test/saved-carts';

const FIBER = { zipCode: '02110', AddressID: '2100001' }; // Boston, fiber
const PASSWORD = 'correct horse battery';
const DAY = 86_400_000;

const body = (extra: Record<string, unknown> = {}) => ({
  AgentFirstName: 'Alan',
  AgentLastName: 'Turing',
  AgentEmailAddress: 'alan@bizline-sales.com',
  CustomerEmailAddress: 'pat@example.com',
  ...extra,
});

/** A visitor with FIOS-500 in the cart, signed in as `staffEmail` when given. */
async function withPlan(server: TestServer, staffEmail?: string): Promise<Visitor> {
  const v = new Visitor(server);
  await v.signIn();
  if (staffEmail) {
    const res = await v.json('POST', '/Staff/SignIn', { email: staffEmail, password: PASSWORD });
    expect(res.status).toBe(200);
  }
  expect((await v.json('POST', '/Qualify/CheckAvailability', FIBER)).status).toBe(200);
  const b = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
    ptype: 'data',
    planId: 'FIOS-500',
  });
  expect(b.status).toBe(200);
  return v;
}

function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describeEachDialect('digital agent mode', (server) => {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx);
    const db = server().ctx.db;
    await createStaff(db, {
      email: 'alan@bizline-sales.com',
      firstName: 'Alan',
      lastName: 'Turing',
      role: 'agent',
      password: PASSWORD,
    });
    await createStaff(db, {
      email: 'ada@bizline-sales.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'agent',
      password: PASSWORD,
    });
  });

  it('refuses a customer and a visitor without a token', async () => {
    const customer = await withPlan(server());
    const res = await customer.json('POST', '/SaveOrder/DoAgentSaveOrder', body());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ Status: 'FAILURE', message: STAFF_MESSAGES.notSignedIn });
    const qr = await customer.json('POST', '/SaveOrder/GetQRCodeImage', { scartid: 'x' });
    expect(qr.status).toBe(401);
    expect(
      (await new Visitor(server()).json('POST', '/SaveOrder/DoAgentSaveOrder', body())).status,
    ).toBe(401);
    const count = await server()
      .ctx.db.kysely.selectFrom('saved_carts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('checks every agent rule with the spec messages', async () => {
    const agent = await withPlan(server(), 'alan@bizline-sales.com');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ AgentFirstName: ' ' }, 'AgentFirstName', ERROR_MESSAGES.firstNameInvalid],
      [{ AgentLastName: '' }, 'AgentLastName', ERROR_MESSAGES.lastNameInvalid],
      [{ AgentEmailAddress: '' }, 'AgentEmailAddress', 'Email must be entered.'],
      [{ AgentEmailAddress: 'alan@' }, 'AgentEmailAddress', 'Please enter a valid email address.'],
      [
        { AgentEmailAddress: 'alan@Gmail.com' },
        'AgentEmailAddress',
        'Please enter a valid email address.',
      ],
      [{ CustomerEmailAddress: '' }, 'CustomerEmailAddress', 'Email must be entered.'],
      [
        { CustomerEmailAddress: 'pat@example' },
        'CustomerEmailAddress',
        'Please enter a valid email address.',
      ],
      [
        { CustomerEmailAddress: 'ALAN@bizline-sales.com' },
        'CustomerEmailAddress',
        'Customer & Agent email addresses cannot be the same',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await agent.json('POST', '/SaveOrder/DoAgentSaveOrder', body(extra));
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toBe(`${field}: ${message}`);
    }
  });

  it('saves for the customer, e-mails the link and gives its QR code to this agent only', async () => {
    const agent = await withPlan(server(), 'alan@bizline-sales.com');
    const res = await agent.json('POST', '/SaveOrder/DoAgentSaveOrder', body());
    expect(res.status).toBe(200);
    const cartId = res.body.scartid as string;
    const { publicUrl, storefrontBase } = server().config;
    const link = `${publicUrl}${storefrontBase}/customize-order?scartid=${cartId}`;
    expect(res.body).toMatchObject({ Status: 'SUCCESS', validDays: 20, link });
    expect(Buffer.from(cartId, 'base64url').length).toBeGreaterThanOrEqual(16);

    const row = await savedCartRow(server().ctx, cartId);
    const staff = await server()
      .ctx.db.kysely.selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'alan@bizline-sales.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      saved_by: 'agent',
      email: 'pat@example.com',
      agent: 'Alan Turing <alan@bizline-sales.com>',
      status: 'saved',
    });
    expect(Number(row.agent_id)).toBe(Number(staff.id));
    // A staff action: its audit row (issue 14).
    const audit = await server()
      .ctx.db.kysely.selectFrom('audit_log')
      .select(['staff_email', 'action', 'subject_type'])
      .where('subject_id', '=', cartId)
      .execute();
    expect(audit).toEqual([
      {
        staff_email: 'alan@bizline-sales.com',
        action: 'saved-cart.agent-save',
        subject_type: 'saved-cart',
      },
    ]);
    expect((Date.parse(row.expires_at) - Date.parse(row.created_at)) / DAY).toBeCloseTo(20, 3);

    const mails = await outboxMessages(server().ctx, `saved-cart:${cartId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('pat@example.com');
    expect(mails[0]!.body_text).toContain(link);

    const qr = await agent.json('POST', '/SaveOrder/GetQRCodeImage', { scartid: cartId });
    expect(qr.status).toBe(200);
    expect(qr.body.link).toBe(link);
    expect(qr.body.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.body.image.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(decodeQr(qr.body.image)).toBe(link);
    expect(qr.body.image).toBe(await QRCode.toDataURL(link, { errorCorrectionLevel: 'M' }));

    // Another agent, and an unknown id, get the same 404.
    const other = new Visitor(server());
    await other.signIn();
    await other.json('POST', '/Staff/SignIn', {
      email: 'ada@bizline-sales.com',
      password: PASSWORD,
    });
    for (const [v, id] of [
      [other, cartId],
      [agent, 'unknown-cart-id'],
    ] as const) {
      const refused = await v.json('POST', '/SaveOrder/GetQRCodeImage', { scartid: id });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(AGENT_MESSAGES.notAgentCart);
    }
  });

  it('answers 409 when the cart is empty', async () => {
    const v = new Visitor(server());
    await v.signIn();
    await v.json('POST', '/Staff/SignIn', { email: 'ada@bizline-sales.com', password: PASSWORD });
    const res = await v.json('POST', '/SaveOrder/DoAgentSaveOrder', body());
    expect(res.status).toBe(409);
  });
});
