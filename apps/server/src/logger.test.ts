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

describe('redaction never throws (issue 11)', () => {
  it('logs errors carrying Buffers, typed arrays, throwing getters, cycles and deep nesting', () => {
    const { lines, stream } = capture();
    const log = pino(loggerOptions('trace'), stream);
    const err = Object.assign(new Error('Parse Error: Header overflow'), {
      code: 'HPE_HEADER_OVERFLOW',
      rawPacket: Buffer.alloc(20_000, 97),
    });
    const hostile: Record<string, unknown> = { view: new Uint8Array(8), ab: new ArrayBuffer(4) };
    Object.defineProperty(hostile, 'boom', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    hostile.self = hostile;
    let deep: Record<string, unknown> = { password: 'hunter2' };
    for (let i = 0; i < 5000; i++) deep = { next: deep };
    for (const level of ['trace', 'debug', 'info', 'warn', 'error'] as const) {
      expect(() =>
        log[level]({ err, hostile, deep, a: { b: { c: { d: err } } } }, 'x'),
      ).not.toThrow();
    }
    const line = JSON.parse(lines[0]!) as { err: { rawPacket: string; type: string } };
    expect(line.err.rawPacket).toBe('[binary 20000 bytes]');
    expect(line.err.type).toBe('Error');
    expect(lines.join('')).not.toContain('hunter2');
  });

  it('redacts sensitive keys at any depth and in any letter case', () => {
    const { lines, stream } = capture();
    const log = pino(loggerOptions('info'), stream);
    log.info({ a: { b: { c: { d: { e: { Ssn: '123-45-6789', CARDNUMBER: '4111' } } } } } }, 'x');
    expect(lines.join('')).not.toMatch(/123-45-6789|4111/);
  });
});
