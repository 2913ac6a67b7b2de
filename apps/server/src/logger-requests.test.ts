/**
 * One log line per request at the default level, over real HTTP on both databases: the method,
 * the path without its query string, the route, the status and the duration.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../test/support';
import { loggerOptions } from './logger';

for (const dialect of DIALECTS) {
  describe(`request log [${dialect}]`, () => {
    const lines: Record<string, unknown>[] = [];
    let server: TestServer;

    beforeAll(async () => {
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
          done();
        },
      });
      const log = pino(loggerOptions('info'), sink) as unknown as FastifyBaseLogger;
      server = await startTestServer(dialect, {}, { logger: log });
    });

    afterAll(async () => {
      await server?.close();
    });

    it('writes one line per request, without the query string', async () => {
      lines.length = 0;
      const res = await fetch(server.api('/SaveOrder/Unsubscribe?token=secret-token-123'));
      const ok = await fetch(`${server.origin}/readyz`);
      expect(ok.status).toBe(200);
      // The line is written once the response has gone: give the hook its turn.
      await new Promise((r) => setTimeout(r, 50));

      const requestLines = lines.filter((l) => l.reqId !== undefined);
      expect(requestLines.map((l) => l.msg)).toEqual(['request completed', 'request completed']);
      expect(requestLines[0]).toMatchObject({
        level: 30,
        method: 'GET',
        path: `${server.config.apiBase}/SaveOrder/Unsubscribe`,
        status: res.status,
      });
      expect(requestLines[1]).toMatchObject({ path: '/readyz', route: '/readyz', status: 200 });
      expect(typeof requestLines[1]!.ms).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('secret-token-123');
    });
  });
}
