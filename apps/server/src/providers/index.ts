/**
 * The outside services the shop talks to, each behind an interface with a built-in
 * implementation (docs/providers.md): mail, SMS, credit bureau, payments, and the service that
 * decrypts sensitive values sent by the browser. Created once per process in createContext.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { createCreditProvider, type CreditProvider } from './credit/index';
import { createMailProvider, type MailProvider } from './mail/index';
import { createPaymentsProvider, type PaymentsProvider } from './payments/index';
import { createSensitiveDataService, type SensitiveDataService } from './sensitive/index';
import { createSmsProvider, type SmsProvider } from './sms/index';

export interface Providers {
  mail: MailProvider;
  sms: SmsProvider;
  credit: CreditProvider;
  payments: PaymentsProvider;
  sensitive: SensitiveDataService;
}

export async function createProviders(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Promise<Providers> {
  return {
    mail: createMailProvider(config, db, log),
    sms: createSmsProvider(config, db, log),
    credit: createCreditProvider(log),
    payments: createPaymentsProvider(db, log),
    sensitive: await createSensitiveDataService(db, config.tokenSecret),
  };
}
