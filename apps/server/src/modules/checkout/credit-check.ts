/**
 * The credit check: customer type, owners or company, the SSN rule, the provider's answer and
 * the refundable deposit it may ask for. The clear SSN and tax id exist only in memory while
 * the provider is asked: they arrive encrypted and only whether they were given is kept.
 */
import { maskPhone, last4 } from '@bizline/domain/checkout/mask';
import { digitsOnly } from '@bizline/domain/format';
import { formatCents } from '@bizline/domain/pricing/money';
import {
  dobOrDefault,
  meetsSsnRule,
  normalizeCustomerType,
} from '@bizline/domain/validators/credit';
import { validateName } from '@bizline/domain/validators/names';
import type { creditCheckRequest, ownerBlock } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import { CREDIT_INPUT_MESSAGES, CreditInputError } from '../../providers/credit/index';
import type { CreditAnswer } from '../../providers/credit/index';
import { SensitiveDataError } from '../../providers/sensitive/index';
import type { Session } from '../session/service';
import type { OwnerAnswer } from './answers';
import { fieldError } from './field-error';
import { loadCheckoutAt, updateCheckout } from './store';

type CreditRequest = z.output<typeof creditCheckRequest>;
type OwnerParsed = z.output<typeof ownerBlock>;

function decryptField(ctx: AppContext, kid: string, cipher: string, field: string): string {
  if (!cipher) return '';
  try {
    return ctx.providers.sensitive.decrypt(kid, cipher);
  } catch (e) {
    // Never echo the value: only that it could not be read.
    if (e instanceof SensitiveDataError) throw badRequest(`${field}: ${e.message}`, field);
    throw e;
  }
}

function ownerAnswer(o: OwnerParsed | undefined, ssnGiven: boolean): OwnerAnswer {
  return {
    firstName: o?.firstName ?? '',
    lastName: o?.lastName ?? '',
    middleInitial: o?.middleInitial ?? '',
    isNoSsn: o?.isNoSsn ?? 'N',
    ssnGiven: ssnGiven ? 'Y' : 'N',
    dob: dobOrDefault(o?.dob),
  };
}

const SSN_PATTERN = /^\d{9}$/;

/** Runs the credit check; the clear SSN and tax id live only inside this function. */
async function runCreditCheck(ctx: AppContext, session: Session, req: CreditRequest) {
  const { cart } = await loadCheckoutAt(ctx, session, 'creditCheck');
  const type = normalizeCustomerType(req.customerType);
  if (!type)
    throw badRequest(
      'customerType: must be SoleOwner, partners, corporation, llc or scorp',
      'customerType',
    );

  const owners: Partial<
    Record<'soleOwner' | 'partner1' | 'partner2', { block: OwnerParsed; ssn: string }>
  > = {};
  const ownerKeys =
    type === 'SoleOwner'
      ? (['soleOwner'] as const)
      : type === 'partners'
        ? (['partner1', 'partner2'] as const)
        : ([] as const);
  for (const key of ownerKeys) {
    const block = req[key];
    if (!block) continue;
    const ssn = digitsOnly(decryptField(ctx, req.kid, block.ssn, `${key}.ssn`));
    if (block.ssn && !SSN_PATTERN.test(ssn))
      throw badRequest(`${key}.ssn: ${CREDIT_INPUT_MESSAGES.ssn}`, `${key}.ssn`);
    owners[key] = { block, ssn: block.isNoSsn === 'Y' ? '' : ssn };
  }
  if (type === 'SoleOwner') {
    const o = req.soleOwner;
    fieldError(o ? validateName(o.firstName, 'first') : 'is required', 'soleOwner.firstName');
    fieldError(o ? validateName(o.lastName, 'last') : 'is required', 'soleOwner.lastName');
  }
  if (type === 'partners') {
    const named = (['partner1', 'partner2'] as const).filter(
      (k) => req[k]?.firstName || req[k]?.lastName,
    );
    if (!named.length) throw badRequest('partner1.firstName: is required', 'partner1.firstName');
    for (const k of named) {
      fieldError(validateName(req[k]!.firstName, 'first'), `${k}.firstName`);
      fieldError(validateName(req[k]!.lastName, 'last'), `${k}.lastName`);
    }
  }
  const ssnRuleInput = {
    customerType: type,
    soleOwner: owners.soleOwner && {
      isNoSsn: owners.soleOwner.block.isNoSsn === 'Y',
      ssn: owners.soleOwner.ssn,
    },
    partner1: owners.partner1 && { ssn: owners.partner1.ssn },
    partner2: owners.partner2 && { ssn: owners.partner2.ssn },
  };
  if (!meetsSsnRule(ssnRuleInput)) {
    const field = type === 'partners' ? 'partner1.ssn' : 'soleOwner.ssn';
    const message =
      type === 'partners'
        ? 'At least one partner must give a social security number.'
        : 'Enter the social security number, or check the no-SSN box.';
    throw badRequest(`${field}: ${message}`, field);
  }

  let company: { billingName: string; taxId: string } | null = null;
  if (type === 'corporation' || type === 'llc' || type === 'scorp') {
    const block = req[type];
    if (!block?.billingName)
      throw badRequest(`${type}.billingName: is required`, `${type}.billingName`);
    // Tax ids have non-alphanumerics removed.
    const taxId = decryptField(ctx, req.kid, block.taxIdNumber, `${type}.taxIdNumber`).replace(
      /[^A-Za-z0-9]/g,
      '',
    );
    if (!taxId) throw badRequest(`${type}.taxIdNumber: is required`, `${type}.taxIdNumber`);
    company = { billingName: block.billingName, taxId };
  }

  let result: CreditAnswer;
  try {
    result = await ctx.providers.credit.check({
      customerType: type,
      address: { zip: cart.address.zip, state: cart.address.state },
      owners: Object.values(owners).map((o) => ({
        firstName: o.block.firstName,
        lastName: o.block.lastName,
        dob: dobOrDefault(o.block.dob),
        ssn: o.ssn || null,
      })),
      company,
    });
  } catch (e) {
    if (e instanceof CreditInputError) {
      const key = e.kind === 'ssn' ? (type === 'partners' ? 'partner1' : 'soleOwner') : type;
      throw badRequest(`${key}.${e.kind}: ${e.message}`, `${key}.${e.kind}`);
    }
    throw e;
  }
  const status: 'SUCCESS' | 'FAILURE' = result.creditworthiness === 'fail' ? 'FAILURE' : 'SUCCESS';
  const depositCents = result.creditworthiness === 'deposit' ? result.depositCents : 0;

  const saved = await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: {
      ...co.progress,
      CreditCheckStatus: status,
      depositRequired: depositCents > 0 ? 'Y' : 'N',
      depositAmount: depositCents > 0 ? formatCents(depositCents) : '',
      refundableDeposit: depositCents > 0 ? co.progress.refundableDeposit : 'N',
      creditCheck: co.progress.otpVerified === 'Y' ? 'Y' : 'N',
    },
    answers: {
      ...co.answers,
      credit: {
        customerType: type,
        ...(owners.soleOwner
          ? { soleOwner: ownerAnswer(owners.soleOwner.block, !!owners.soleOwner.ssn) }
          : {}),
        ...(type === 'partners'
          ? {
              partner1: ownerAnswer(owners.partner1?.block, !!owners.partner1?.ssn),
              partner2: ownerAnswer(owners.partner2?.block, !!owners.partner2?.ssn),
            }
          : {}),
        ...(company ? { billingName: company.billingName, taxIdGiven: 'Y' as const } : {}),
        status,
        creditworthiness: result.creditworthiness,
        depositCents,
        reference: result.reference,
        checkedAt: new Date().toISOString(),
      },
    },
  }));
  return { saved, result, status, depositCents };
}

/** POST Checkout/NextButtonCC: CreditCheckStatus SUCCESS (pass or deposit) or FAILURE. */
export async function nextButtonCC(ctx: AppContext, session: Session, req: CreditRequest) {
  const { saved, status, depositCents } = await runCreditCheck(ctx, session, req);
  const phoneLast4 =
    saved.answers.otp?.mobileLast4 ?? last4(saved.answers.contact?.phoneNumber ?? '');
  return {
    CreditCheckStatus: status,
    message:
      status === 'FAILURE'
        ? 'We could not approve credit online. You can still submit the order: a representative will contact you.'
        : depositCents > 0
          ? `A refundable deposit of $${formatCents(depositCents)} is required.`
          : undefined,
    depositRequired: saved.progress.depositRequired,
    depositAmount: saved.progress.depositAmount,
    otpMobileMasked: maskPhone(phoneLast4),
    progress: saved.progress,
  };
}

/** POST Checkout/CreditCheckByCoA (new flow): outputField.icreditField.creditworthiness. */
export async function creditCheckByCoA(ctx: AppContext, session: Session, req: CreditRequest) {
  const { result } = await runCreditCheck(ctx, session, req);
  return { outputField: { icreditField: { creditworthiness: result.creditworthiness } } };
}
