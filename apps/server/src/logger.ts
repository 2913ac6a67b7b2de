/**
 * pino options shared by the server and the commands. Sensitive values are redacted wherever
 * they appear (up to four levels deep) so a logged request body or error can never leak an SSN,
 * a tax id, bank or card numbers, a cvv, a one-time passcode, a password or a credential.
 */
import type { LoggerOptions } from 'pino';

export const SENSITIVE_KEYS = [
  'ssn',
  'SSN',
  'Ssn',
  'taxId',
  'taxIdNumber',
  'TaxId',
  'TaxIdNumber',
  'taxid',
  'accountNumber',
  'AccountNumber',
  'bankAccountNumber',
  'BankAccountNumber',
  'account',
  'routingNumber',
  'RoutingNumber',
  'bankRoutingNumber',
  'BankRoutingNumber',
  'routing',
  'cardNumber',
  'CardNumber',
  'creditCardNumber',
  'pan',
  'cvv',
  'CVV',
  'cvc',
  'securityCode',
  'otp',
  'OTP',
  'OTPPin',
  'otpPin',
  'passcode',
  'password',
  'newPassword',
  'access_token',
  'accessToken',
  'token_secret',
] as const;

export function redactPaths(keys: readonly string[] = SENSITIVE_KEYS): string[] {
  const paths: string[] = [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
  ];
  for (const key of keys) {
    const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    paths.push(k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`);
  }
  return paths;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths(), censor: '[redacted]' },
  };
}
