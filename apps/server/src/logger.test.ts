import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { lines, stream };
}

describe('log redaction', () => {
  it('never writes SSN, tax id, bank, card, cvv or OTP values', () => {
    const { lines, stream } = capture();
    const log = pino(loggerOptions('info'), stream);
    log.info(
      {
        ssn: '123456789',
        body: {
          taxIdNumber: '987654321',
          payment: {
            accountNumber: '000123456789',
            routingNumber: '011000015',
            cardNumber: '4111111111111111',
            cvv: '737',
          },
          OTPPin: '424242',
        },
        req: { headers: { authorization: 'Bearer secret-token', cookie: 'bizline_sid=abc' } },
      },
      'checkout step',
    );
    const out = lines.join('');
    for (const secret of [
      '123456789',
      '987654321',
      '000123456789',
      '011000015',
      '4111111111111111',
      '737',
      '424242',
      'secret-token',
      'bizline_sid=abc',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
    expect(out).toContain('checkout step');
  });
});
