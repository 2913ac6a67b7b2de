/**
 * Credit-bureau provider (002 §3 credit check, issue 5). The built-in rules engine answers from
 * documented test identities, like a payment processor's test cards (docs/providers.md):
 *   - an SSN or tax id ending 0000 fails;
 *   - an SSN ending 1111 or a tax id ending 2222 asks for a refundable deposit of $200.00;
 *   - an applicant with neither an SSN nor a tax id fails (there is nobody to check);
 *   - everything else passes.
 * With several owners the worst answer wins (fail, then deposit, then pass). SSNs and tax ids are
 * never logged: the log line has the customer type, the answer and the reference only.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CustomerType } from '@bizline/domain/constants';
import { RefusedValueError } from '../refused-value';

type Creditworthiness = 'pass' | 'fail' | 'deposit';

export interface CreditApplicant {
  customerType: CustomerType;
  owners: {
    firstName: string;
    lastName: string;
    /** Clear SSN, decrypted just before the call; null when the owner gave none. */
    ssn: string | null;
    /** month/day/year, '0/0/0' when missing. */
    dob: string;
  }[];
  company: { billingName: string; taxId: string | null } | null;
  address: { zip: string; state: string };
}

export interface CreditAnswer {
  creditworthiness: Creditworthiness;
  /** Refundable deposit asked for, in cents; 0 unless creditworthiness is 'deposit'. */
  depositCents: number;
  /** The bureau's reference of this check (kept with the order instead of the identity). */
  reference: string;
}

export interface CreditProvider {
  check(applicant: CreditApplicant): Promise<CreditAnswer>;
}

/** A value the bureau cannot read (wrong length or characters). The message never has the value. */
export class CreditInputError extends RefusedValueError<'ssn' | 'taxIdNumber'> {
  override name = 'CreditInputError';
}

export const CREDIT_INPUT_MESSAGES = {
  ssn: 'Please enter a valid 9-digit social security number.',
  taxIdNumber: 'Please enter a valid 9-character tax ID number.',
} as const;

/** Deposit the built-in engine asks for (docs/providers.md). */
export const TEST_DEPOSIT_CENTS = 20_000;

/** The test identities of the built-in engine, by the last four characters. */
const CREDIT_TEST_IDENTITIES = {
  ssnFail: '0000',
  ssnDeposit: '1111',
  taxIdFail: '0000',
  taxIdDeposit: '2222',
} as const;

const RANK: Record<Creditworthiness, number> = { pass: 0, deposit: 1, fail: 2 };

/** Digits of an SSN as typed ('123-45-6789'), checked: 9 digits. */
function normalizeSsn(ssn: string): string {
  const digits = ssn.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) throw new CreditInputError('ssn', CREDIT_INPUT_MESSAGES.ssn);
  return digits;
}

/** A tax id with non-alphanumerics removed, checked: 9 characters. */
function normalizeTaxId(taxId: string): string {
  const clean = taxId.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{9}$/.test(clean)) {
    throw new CreditInputError('taxIdNumber', CREDIT_INPUT_MESSAGES.taxIdNumber);
  }
  return clean;
}

export class RulesCreditProvider implements CreditProvider {
  constructor(private readonly log: FastifyBaseLogger) {}

  async check(applicant: CreditApplicant): Promise<CreditAnswer> {
    const answers: Creditworthiness[] = [];
    for (const owner of applicant.owners) {
      if (owner.ssn === null || owner.ssn.trim() === '') continue;
      const last4 = normalizeSsn(owner.ssn).slice(-4);
      answers.push(
        last4 === CREDIT_TEST_IDENTITIES.ssnFail
          ? 'fail'
          : last4 === CREDIT_TEST_IDENTITIES.ssnDeposit
            ? 'deposit'
            : 'pass',
      );
    }
    const taxId = applicant.company?.taxId;
    if (taxId != null && taxId.trim() !== '') {
      const last4 = normalizeTaxId(taxId).slice(-4);
      answers.push(
        last4 === CREDIT_TEST_IDENTITIES.taxIdFail
          ? 'fail'
          : last4 === CREDIT_TEST_IDENTITIES.taxIdDeposit
            ? 'deposit'
            : 'pass',
      );
    }
    const creditworthiness: Creditworthiness = answers.length
      ? answers.reduce((worst, a) => (RANK[a] > RANK[worst] ? a : worst), 'pass')
      : 'fail';
    const answer: CreditAnswer = {
      creditworthiness,
      depositCents: creditworthiness === 'deposit' ? TEST_DEPOSIT_CENTS : 0,
      reference: `CR${randomBytes(6).toString('hex').toUpperCase()}`,
    };
    this.log.info(
      {
        credit: {
          customerType: applicant.customerType,
          creditworthiness,
          reference: answer.reference,
        },
      },
      'credit check',
    );
    return answer;
  }
}

export function createCreditProvider(log: FastifyBaseLogger): CreditProvider {
  return new RulesCreditProvider(log);
}
