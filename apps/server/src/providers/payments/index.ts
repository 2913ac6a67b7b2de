/**
 * Payments provider: exchanges a card or bank account for a token, and charges a token. The
 * built-in provider validates with the domain rules (Luhn, brand, expiry, cvv, ABA checksum),
 * keeps only the token, kind, brand, last four digits and expiry (payment_tokens) and drops the
 * rest, the cvv included. It approves every charge except the documented test numbers
 * (docs/providers.md): a card or account whose last four digits are 0002, or an expired card.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  cardBrandOf,
  paymentDigits,
  validateBank,
  validateCard,
  type CardBrand,
  type PaymentFieldError,
} from '@bizline/domain/validators/payment';
import type { Db } from '../../db/index';
import { findPaymentToken, insertPaymentToken } from './repo';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  /** Checked, then dropped. */
  cvv: string;
  /** The card type the customer chose (VISA by default). */
  brand: string;
}

export interface BankDetails {
  routingNumber: string;
  accountNumber: string;
}

export interface CardToken {
  token: string;
  last4: string;
  brand: CardBrand;
}

export interface BankToken {
  token: string;
  last4: string;
}

export interface ChargeResult {
  status: 'approved' | 'declined';
  reference: string;
}

export interface PaymentsProvider {
  tokenizeCard(cartId: string, card: CardDetails): Promise<CardToken>;
  tokenizeBank(cartId: string, bank: BankDetails): Promise<BankToken>;
  /** Idempotent: the same key for the same token gives the same answer and reference. */
  charge(token: string, cents: number, idempotencyKey: string): Promise<ChargeResult>;
}

/** Bad card or bank details: `errors` holds every field's message (never the value). */
export class PaymentInputError extends Error {
  constructor(readonly errors: PaymentFieldError[]) {
    super(errors[0]?.message ?? 'Invalid payment details.');
    this.name = 'PaymentInputError';
  }

  get field(): string | undefined {
    return this.errors[0]?.field;
  }
}

/** Last four digits the built-in provider declines (like a processor's decline test card). */
const DECLINE_TEST_LAST4 = '0002';

export class VaultPaymentsProvider implements PaymentsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async tokenizeCard(cartId: string, card: CardDetails): Promise<CardToken> {
    const errors = validateCard(
      {
        cardNumber: card.number,
        cardType: card.brand,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cvv: card.cvv,
      },
      this.now(),
    );
    if (errors.length) throw new PaymentInputError(errors);
    const digits = paymentDigits(card.number);
    const brand = cardBrandOf(digits)!;
    const token = newToken('card');
    const last4 = digits.slice(-4);
    await insertPaymentToken(this.db, {
      token,
      cart_id: cartId,
      kind: 'card',
      brand,
      last4,
      exp_month: card.expMonth,
      exp_year: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      created_at: this.now().toISOString(),
    });
    this.log.info({ payment: { kind: 'card', brand, last4 } }, 'payment token created');
    return { token, last4, brand };
  }

  async tokenizeBank(cartId: string, bank: BankDetails): Promise<BankToken> {
    const errors = validateBank(bank);
    if (errors.length) throw new PaymentInputError(errors);
    const token = newToken('bank');
    const last4 = paymentDigits(bank.accountNumber).slice(-4);
    await insertPaymentToken(this.db, {
      token,
      cart_id: cartId,
      kind: 'bank',
      brand: '',
      last4,
      exp_month: null,
      exp_year: null,
      created_at: this.now().toISOString(),
    });
    this.log.info({ payment: { kind: 'bank', last4 } }, 'payment token created');
    return { token, last4 };
  }

  async charge(token: string, cents: number, idempotencyKey: string): Promise<ChargeResult> {
    if (!Number.isInteger(cents) || cents <= 0)
      throw new Error('charge amount must be positive cents');
    const row = await findPaymentToken(this.db, token);
    if (!row) throw new PaymentInputError([{ field: 'paymentToken', message: UNKNOWN_TOKEN }]);
    // Deterministic from token, key and amount, so a retried charge answers the same.
    const reference = `PY${createHash('sha256')
      .update(`${token}\n${idempotencyKey}\n${cents}`)
      .digest('hex')
      .slice(0, 16)
      .toUpperCase()}`;
    const status = this.declines(row) ? 'declined' : 'approved';
    this.log.info(
      { payment: { kind: row.kind, last4: row.last4, cents, status, reference } },
      'charge',
    );
    return { status, reference };
  }

  private declines(row: {
    kind: string;
    last4: string;
    exp_month: number | null;
    exp_year: number | null;
  }): boolean {
    if (row.last4 === DECLINE_TEST_LAST4) return true;
    if (row.kind === 'card' && row.exp_month !== null && row.exp_year !== null) {
      const now = this.now();
      const current = now.getFullYear() * 12 + now.getMonth() + 1;
      return row.exp_year * 12 + row.exp_month < current;
    }
    return false;
  }
}

const UNKNOWN_TOKEN = 'The payment details have expired. Please enter them again.';

/** 'pt_card_…': 24 random bytes; says nothing about the number. */
function newToken(kind: 'card' | 'bank'): string {
  return `pt_${kind}_${randomBytes(24).toString('base64url')}`;
}

export function createPaymentsProvider(db: Db, log: FastifyBaseLogger): PaymentsProvider {
  return new VaultPaymentsProvider(db, log);
}
