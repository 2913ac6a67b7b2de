/**
 * Issue 11 (High): no raw request ends the process at any log level. The real server (`main.ts`)
 * runs as a child process at each level; malformed requests go over a plain TCP socket, and
 * after each one the process is still running and /healthz answers.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './processes';

/** Raw requests that Node's HTTP parser refuses (each reaches Fastify's client-error handler). */
const MALFORMED: Record<string, string> = {
  'a 20,000-character query string': `GET /healthz?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'a header over 16 KB': `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(17_000)}\r\n\r\n`,
  'a bad header line': 'GET /healthz HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n',
  'a garbage request line': '\u0000\u0001\u0002 garbage )( \r\n\r\n',
  'a bad chunked body':
    'POST /healthz HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
  'two content lengths':
    'POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
  'a NUL in the path': 'GET /heal\u0000thz HTTP/1.1\r\nHost: x\r\n\r\n',
};

/** Send raw bytes, collect whatever comes back until the server closes or 2 s pass. */
function sendRaw(port: number, payload: string): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.end(Buffer.from(payload, 'latin1')));
    const done = () => resolve(Buffer.concat(chunks).toString('latin1'));
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', done);
    socket.on('close', done);
  });
}

async function startServer(
  level: string,
): Promise<ServerProcess & { cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-malformed-'));
  const server = await startServerProcess({
    LOG_LEVEL: level,
    DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
    SEED_DEMO: 'false',
  });
  return {
    ...server,
    cleanup: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('malformed raw requests at every log level', () => {
  const running: { cleanup: () => Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(running.map((r) => r.cleanup()));
  });

  for (const level of ['trace', 'debug', 'info', 'warn']) {
    it(`LOG_LEVEL=${level}: the process stays up and /healthz answers after each`, async () => {
      const server = await startServer(level);
      running.push(server);
      for (const [name, payload] of Object.entries(MALFORMED)) {
        const answer = await sendRaw(server.port, payload);
        // Node answers these itself with a 4xx (or closes the connection); never a 5xx.
        expect(answer, name).not.toMatch(/^HTTP\/1\.1 5/);
        await new Promise((r) => setTimeout(r, 50));
        expect(server.exited(), `process ended after ${name}`).toBe(false);
        const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
        expect(health.status, name).toBe(200);
      }
    }, 60_000);
  }
});
