/**
 * Issue 11: attempt limits hold under a concurrent burst. The try is counted before the secret
 * is compared, so 50 guesses sent at once compare at most 5 against one passcode or one saved
 * cart (20 per client), and the right one, sent among them, wins only while tries are left.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GATE_LIMITS } from '@bizline/domain/wire/saved-cart';
import { loadEntryFixtures } from './entry-fixtures';
import { OTP_MAX_ATTEMPTS, OTP_MESSAGES } from '../src/modules/checkout/service';
import { Visitor, describeEachDialect } from './support';
import {
  businessInfoVisitor,
  internetVisitor,
  lastPasscode,
  savePatsCart,
  solvedCaptcha,
} from './support-visitors';

const BURST = 50;
const TRIALS = 4;
/** The right guess this far into the burst (requests leave in order) is past the first five. */
const LATE = 25;

let mobileSeq = 0;
const freshMobile = () => `617-555-${String(2000 + mobileSeq++).padStart(4, '0')}`;

/** Distinct wrong values and the right one at a random position (past LATE when `late`). */
function burst(
  right: string,
  wrong: () => string,
  late: boolean,
): { guesses: string[]; at: number } {
  const set = new Set<string>();
  while (set.size < BURST - 1) {
    const w = wrong();
    if (w !== right) set.add(w);
  }
  const guesses = [...set];
  const at = late ? randomInt(LATE, BURST) : randomInt(BURST);
  guesses.splice(at, 0, right);
  return { guesses, at };
}

describeEachDialect(
  'attempt limits under a concurrent burst',
  (server) => {
    beforeAll(async () => {
      await loadEntryFixtures(server().ctx);
    });

    it(`one passcode: at most ${OTP_MAX_ATTEMPTS} guesses compared, ${TRIALS} bursts of ${BURST}`, async () => {
      const wrongMessages = new Map(
        [1, 2, 3, 4].map((left) => [OTP_MESSAGES.wrong(left), left] as const),
      );
      for (let trial = 0; trial < TRIALS; trial++) {
        const v = await businessInfoVisitor(server(), '617-555-0142', { router: false });
        const cartId = (await v.json('GET', '/Checkout/CheckOutDetails')).body.EPSessionID;
        expect(
          (await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: freshMobile() })).status,
        ).toBe(200);
        const code = await lastPasscode(server(), cartId);
        // Late in the burst in half the trials, anywhere in the others.
        const { guesses, at } = burst(
          code,
          () => String(randomInt(1_000_000)).padStart(6, '0'),
          trial % 2 === 0,
        );
        const answers = await Promise.all(
          guesses.map((OTPPin) => v.json('POST', '/Checkout/VerifyOTPSMS', { OTPPin })),
        );
        const accepted = answers.filter((a) => a.status === 200);
        const wrongLefts = answers
          .map((a) => wrongMessages.get(a.body?.message))
          .filter((left) => left !== undefined);
        const row = await server()
          .ctx.db.kysely.selectFrom('otp_codes')
          .select(['attempts', 'status'])
          .where('cart_id', '=', cartId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        // Counted tries are compared tries: never more than the limit.
        expect(row.attempts).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
        expect(new Set(wrongLefts).size).toBe(wrongLefts.length);
        expect(wrongLefts.length + accepted.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
        expect(accepted.length).toBeLessThanOrEqual(1);
        if (accepted.length) {
          // It was one of the counted tries, with tries left when it came.
          expect(accepted[0]!.body.attemptsLeft).toBeGreaterThanOrEqual(1);
          expect(answers[at]!.status).toBe(200);
        }
        if (at >= LATE) expect(answers[at]!.status, `right guess at ${at}`).not.toBe(200);
        expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      }
    });

    describe('the saved-cart gate', () => {
      async function savedCart(): Promise<string> {
        return savePatsCart(await internetVisitor(server(), { router: false }));
      }

      /** A visitor with a solved captcha for one gate attempt. */
      async function contender(): Promise<{ v: Visitor; altcha: string }> {
        const v = new Visitor(server());
        await v.signIn();
        return { v, altcha: await solvedCaptcha(v) };
      }

      async function failures(column: 'cart_id' | 'client_key', value: string) {
        const rows = await server()
          .ctx.db.kysely.selectFrom('gate_attempts')
          .select('ok')
          .where(column, '=', value)
          .execute();
        return rows.filter((r) => Number(r.ok) === 0).length;
      }

      it(`one cart: at most ${GATE_LIMITS.perCart} wrong e-mails compared, ${TRIALS} bursts of ${BURST}`, async () => {
        for (let trial = 0; trial < TRIALS; trial++) {
          await server().ctx.db.kysely.deleteFrom('gate_attempts').execute(); // the client's hour
          const cartId = await savedCart();
          let n = 0;
          const { guesses, at } = burst(
            'pat@example.com',
            () => `guess${n++}@example.com`,
            trial % 2 === 0,
          );
          const contenders = [];
          for (let i = 0; i < BURST; i++) contenders.push(await contender());
          const answers = await Promise.all(
            contenders.map(({ v, altcha }, i) =>
              v.json('POST', '/SaveOrder/VerifySavedCart', {
                email: guesses[i],
                sessionId: cartId,
                altcha,
              }),
            ),
          );
          const statuses = answers.map((a) => a.status);
          const compared = statuses.filter((s) => s === 403 || s === 200).length;
          expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(GATE_LIMITS.perCart);
          expect(await failures('cart_id', cartId)).toBeLessThanOrEqual(GATE_LIMITS.perCart);
          expect(statuses.filter((s) => ![200, 403, 429].includes(s))).toEqual([]);
          if (statuses[at] === 200) expect(compared).toBeLessThanOrEqual(GATE_LIMITS.perCart + 1);
          if (at >= LATE) expect(statuses[at], `right e-mail at ${at}`).toBe(429);
        }
      });

      it(`one client: at most ${GATE_LIMITS.perClient} failures across carts in one burst`, async () => {
        await server().ctx.db.kysely.deleteFrom('gate_attempts').execute();
        const carts: string[] = [];
        for (let i = 0; i < 5; i++) carts.push(await savedCart());
        const contenders = [];
        for (let i = 0; i < BURST; i++) contenders.push(await contender());
        const answers = await Promise.all(
          contenders.map(({ v, altcha }, i) =>
            v.json('POST', '/SaveOrder/VerifySavedCart', {
              email: `nobody${i}@example.com`,
              sessionId: carts[i % carts.length],
              altcha,
            }),
          ),
        );
        const forbidden = answers.filter((a) => a.status === 403).length;
        expect(forbidden).toBeLessThanOrEqual(GATE_LIMITS.perClient);
        expect(await failures('client_key', '127.0.0.1')).toBeLessThanOrEqual(
          GATE_LIMITS.perClient,
        );
        expect(answers.filter((a) => ![403, 429].includes(a.status))).toEqual([]);
      });
    });
  },
  { CAPTCHA_MAX_NUMBER: '10', FORM_RATE_LIMIT_PER_MINUTE: '100000' },
);
