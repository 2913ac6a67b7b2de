/** For tests: a logger with the server's redaction whose lines are kept in memory. */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loggerOptions } from '../logger';

export function captureLog(): { log: FastifyBaseLogger; lines: string[]; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const log = pino(loggerOptions('info'), stream) as unknown as FastifyBaseLogger;
  return { log, lines, text: () => lines.join('') };
}
