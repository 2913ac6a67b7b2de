/**
 * The sensitive-data bar of issue 5: whole checkouts over real HTTP with a known SSN, tax id,
 * card number and bank account (the SSN and tax id encrypted as the browser does), submitted as
 * orders; then the database (the SQLite file and its WAL, every table of either dialect dumped as
 * text), the server's own log (everything it wrote, at trace level) and the outbox are searched
 * for those digits. None may be found; only the last four digits may be kept (002 §3, docs
 * providers.md).
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DIALECTS, Visitor, startTestServer, type TestServer } from '../../../test/support';
import { FIBER, lastPasscode, postSubmitOrder } from '../../../test/support-visitors';
import { loggerOptions } from '../../logger';
import { encryptForTest } from '../../../test/encrypt';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { slotsOf } from '../../../test/checkout-ready';
import { seedNumberPool } from '../tn/service';

const SSN = '123-45-6789';
const TAX_ID = '84-1357924';
const CARD = '4111111111111111';
const ROUTING = '021000021';
const ACCOUNT = '000246813579';

/** Every form of the secrets that must not be found (the SSN with and without dashes). */
const SECRETS: Record<string, string> = {
  'SSN with dashes': SSN,
  'SSN digits': SSN.replace(/-/g, ''),
  'tax id as typed': TAX_ID,
  'tax id digits': TAX_ID.replace(/-/g, ''),
  'card number': CARD,
  'card number in groups': '4111 1111 1111 1111',
  'bank account number': ACCOUNT,
  'bank account without leading zeros': ACCOUNT.replace(/^0+/, ''),
};

interface Running {
  server: TestServer;
  dbUrl: string;
  log: () => string;
}

/** A real test server whose log lines are kept (trace level). */
async function startCapturingServer(dialect: (typeof DIALECTS)[number]): Promise<Running> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const logger = pino(loggerOptions('trace'), stream) as unknown as FastifyBaseLogger;
  const server = await startTestServer(dialect, { LOG_LEVEL: 'trace' }, { logger });
  return { server, dbUrl: server.config.databaseUrl, log: () => lines.join('') };
}

async function ok(v: Visitor, method: string, p: string, body?: unknown) {
  const res = await v.json(method, p, body);
  expect(res.status, `${p}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

type Credit = { kind: 'soleOwner'; ssn: string } | { kind: 'corporation'; taxId: string };
type Payment = { card: string } | { routing: string; account: string };

/** One whole classic checkout through the API, as the storefront makes it; the order number. */
async function checkout(
  server: TestServer,
  mobile: string,
  credit: Credit,
  payment: Payment,
): Promise<string> {
  const v = new Visitor(server);
  await v.signIn();
  await ok(v, 'POST', '/Qualify/CheckAvailability', FIBER);
  for (const model of [
    { DataPlanSelection: { NewID: 'FIOS-500' } },
    { RouterSelection: { OldID: '', NewID: 'RTR-FIOS-BUY' } },
  ]) {
    await ok(v, 'POST', '/PrdConfig/UpdateCart', {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: model,
    });
  }
  const details = await ok(v, 'GET', '/Checkout/CheckOutDetails');
  const cartId = details.EPSessionID as string;
  await ok(v, 'POST', '/Checkout/NextButtonBI', {
    contactInfo: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: mobile,
      businessName: 'Analytical Engines LLC',
    },
    businessInfo: { selected: 'Y' },
  });

  const key = await ok(v, 'GET', '/Checkout/EncryptionKey');
  const enc = (clear: string) => encryptForTest(key.jwk, clear);
  const body =
    credit.kind === 'soleOwner'
      ? {
          kid: key.kid,
          customerType: 'SoleOwner',
          soleOwner: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            dob: { month: 12, day: 10, year: 1980 },
            // The browser sends the digits (dashes removed) encrypted.
            ssn: await enc(credit.ssn.replace(/-/g, '')),
          },
        }
      : {
          kid: key.kid,
          customerType: 'corporation',
          corporation: {
            billingName: 'Analytical Engines Inc',
            taxIdNumber: await enc(credit.taxId),
          },
        };
  const cc = await ok(v, 'POST', '/Checkout/NextButtonCC', body);
  expect(cc.CreditCheckStatus).toBe('SUCCESS');
  await ok(v, 'POST', '/Checkout/SendOTPSMS', { smsNumber: mobile });
  await ok(v, 'POST', '/Checkout/VerifyOTPSMS', { OTPPin: await lastPasscode(server, cartId) });

  const pay =
    'card' in payment
      ? {
          paymentMethod: 'Card',
          card: {
            cardType: 'VISA',
            cardNumber: payment.card,
            expMonth: 12,
            expYear: new Date().getFullYear() + 2,
            cvv: '737',
            billingZip: '02110',
          },
        }
      : {
          paymentMethod: 'BankAccount',
          bank: { routingNumber: payment.routing, accountNumber: payment.account },
        };
  const ipm = await ok(v, 'POST', '/Checkout/NextButtonIPM', { autoPay: 'Y', ...pay });
  expect(ipm.paymentLast4).toBe(('card' in payment ? payment.card : payment.account).slice(-4));
  await ok(v, 'POST', '/EnrollPFB', { paperFreeBilling: 'Y' });
  await ok(v, 'POST', '/Checkout/AutoPayLog', {
    APEntrolled: 'Y',
    AutoPayPmtType: pay.paymentMethod,
  });
  await ok(v, 'POST', '/Checkout/VEPSAutoPayAuthorize');
  await ok(v, 'POST', '/Checkout/AutoPayPaymentMethod');

  const slot = slotsOf(await ok(v, 'GET', '/Checkout/GetDueDateDetails')).find(
    (s) => s.available > 0,
  )!;
  const held = await ok(v, 'POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(held.Status).toBe('SUCCESS');
  await ok(v, 'POST', '/Checkout/SetCovid19QuestionValue', { answer: 'N' });
  await ok(v, 'POST', '/Checkout/LetterOfAuthorization', {
    localService: 'Y',
    intraLATA: 'N',
    interLATA: 'N',
    tDate: '12/01/2026',
    firstName: 'Ada',
    lastName: 'Lovelace',
    cNumber: mobile,
  });
  await ok(v, 'POST', '/Checkout/AcceptTerms', { tosCheck: 'Y' });

  const res = await postSubmitOrder(v);
  const submitted = (await res.json()) as { Status: string; svc_orderNo: string };
  expect(res.status).toBe(200);
  expect(submitted.Status).toBe('SUCCESS');
  // What the review and the confirmation read back.
  await ok(v, 'GET', '/Checkout/CheckOutDetails');
  await ok(v, 'GET', `/OrderStatus/Confirm?orderNo=${submitted.svc_orderNo}`);
  return submitted.svc_orderNo;
}

/** Every row of every table of the database, as JSON text. */
async function dumpAllTables(server: TestServer): Promise<string> {
  const db = server.ctx.db.kysely;
  const tables =
    server.dialect === 'sqlite'
      ? (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            db,
          )
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db)
        ).rows.map((r) => r.name);
  expect(tables).toEqual(expect.arrayContaining(['orders', 'checkouts', 'outbox_messages']));
  let text = '';
  for (const table of tables) {
    const rows = await sql`select * from ${sql.table(table)}`.execute(db);
    text += `${table}\n${JSON.stringify(rows.rows, (_k, v: unknown) =>
      typeof v === 'bigint'
        ? v.toString()
        : v instanceof Uint8Array
          ? Buffer.from(v).toString('latin1')
          : v,
    )}\n`;
  }
  return text;
}

for (const dialect of DIALECTS) {
  describe(`sensitive values never stored, logged or sent [${dialect}]`, () => {
    let running: Running | undefined;
    beforeAll(async () => {
      running = await startCapturingServer(dialect);
      await loadEntryFixtures(running.server.ctx);
      const boston = Array.from({ length: 20 }, (_, i) => `61755503${String(i).padStart(2, '0')}`);
      await seedNumberPool(running.server.ctx.db, '021', boston);
    });
    afterAll(async () => {
      await running?.server.close();
    });

    it('a checkout with SSN, tax id, card and bank account leaves none of them in clear', async () => {
      const { server, dbUrl, log } = running!;
      const orders = [
        await checkout(server, '6175550142', { kind: 'soleOwner', ssn: SSN }, { card: CARD }),
        await checkout(
          server,
          '6175550143',
          { kind: 'corporation', taxId: TAX_ID },
          { routing: ROUTING, account: ACCOUNT },
        ),
      ];

      const tables = await dumpAllTables(server);
      let file = '';
      if (dialect === 'sqlite') {
        const path = dbUrl.replace(/^sqlite:/, '');
        for (const f of [path, `${path}-wal`]) {
          if (fs.existsSync(f)) file += fs.readFileSync(f).toString('latin1');
        }
        expect(file.length).toBeGreaterThan(0);
      }
      const outbox = JSON.stringify(
        await server.ctx.db.kysely.selectFrom('outbox_messages').selectAll().execute(),
      );
      const logged = log();

      // The searches look at the right things: the orders, their e-mails, the request log and
      // the last four digits kept where the spec keeps them.
      for (const orderNo of orders) {
        expect(tables).toContain(orderNo);
        expect(outbox).toContain(`order:${orderNo}`);
        if (dialect === 'sqlite') expect(file).toContain(orderNo);
      }
      expect(outbox).toContain('verification code');
      expect(logged).toContain('Checkout/NextButtonCC');
      expect(logged).toContain('Checkout/SubmitOrder');
      const tokens = await server.ctx.db.kysely
        .selectFrom('payment_tokens')
        .select(['kind', 'last4'])
        .execute();
      expect(tokens).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'card', last4: CARD.slice(-4) }),
          expect.objectContaining({ kind: 'bank', last4: ACCOUNT.slice(-4) }),
        ]),
      );

      for (const [what, secret] of Object.entries(SECRETS)) {
        expect(tables.includes(secret), `${what} in a table`).toBe(false);
        expect(file.includes(secret), `${what} in the SQLite file or WAL`).toBe(false);
        expect(outbox.includes(secret), `${what} in the outbox`).toBe(false);
        expect(logged.includes(secret), `${what} in the log`).toBe(false);
      }
    });
  });
}
