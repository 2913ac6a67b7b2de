import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialectContext } from '../../../test/provider-context';
import { captureLog } from '../test-log';
import { createMailProvider, OutboxMailProvider, SmtpMailProvider } from './index';
import { outboxMessages } from '../../../test/outbox';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP sink on 127.0.0.1 with a random port. */
async function startSink(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = {
  to: 'owner@example.com',
  subject: 'Your order MB0000000001',
  text: 'Thank you for your order MB0000000001.',
  html: '<p>Thank you for your order <strong>MB0000000001</strong>.</p>',
  topic: 'order:MB0000000001',
};

describeEachDialectContext('mail provider', (server) => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  beforeAll(async () => {
    sink = await startSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('is the outbox by default: stored, logged without the body', async () => {
    const { ctx } = server();
    expect(ctx.providers.mail).toBeInstanceOf(OutboxMailProvider);
    const { log, text } = captureLog();
    await new OutboxMailProvider(ctx.db, log).send({ ...message, topic: 'order:outbox' });
    const rows = await outboxMessages(ctx, 'order:outbox');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'email',
      recipient: 'owner@example.com',
      subject: message.subject,
      body_text: message.text,
      body_html: message.html,
      status: 'stored',
    });
    expect(text()).toContain('mail stored in outbox');
    expect(text()).toContain(message.subject);
    expect(text()).not.toContain('Thank you');
  });

  it('delivers HTML and text over SMTP and keeps a copy marked sent', async () => {
    const { ctx } = server();
    const { log, text } = captureLog();
    const provider = new SmtpMailProvider(sink.url, '"Bizline" <no-reply@shop.test>', ctx.db, log);
    const before = sink.received.length;
    await provider.send({ ...message, topic: `order:smtp` });
    provider.close();
    expect(sink.received.length).toBe(before + 1);
    const got = sink.received.at(-1)!;
    expect(got.from).toBe('no-reply@shop.test');
    expect(got.to).toEqual(['owner@example.com']);
    expect(got.raw).toMatch(/^Subject: Your order MB0000000001$/m);
    expect(got.raw).toContain('Content-Type: text/plain');
    expect(got.raw).toContain('Content-Type: text/html');
    expect(got.raw).toContain('Thank you for your order MB0000000001.');
    expect(got.raw).toContain('<strong>MB0000000001</strong>');
    const rows = await ctx.db.kysely
      .selectFrom('outbox_messages')
      .select(['status', 'channel', 'body_html'])
      .where('topic', '=', `order:smtp`)
      .execute();
    expect(rows).toEqual([{ status: 'sent', channel: 'email', body_html: message.html }]);
    expect(text()).toContain('mail sent');
    expect(text()).not.toContain('Thank you');
  });

  it('uses SMTP from SMTP_URL with MAIL_FROM as sender', async () => {
    const { ctx } = server();
    const { log } = captureLog();
    const config = { ...ctx.config, smtpUrl: sink.url, mailFrom: 'Shop <orders@shop.test>' };
    const provider = createMailProvider(config, ctx.db, log);
    expect(provider).toBeInstanceOf(SmtpMailProvider);
    await provider.send({ ...message, topic: 'order:from-config' });
    (provider as SmtpMailProvider).close();
    expect(sink.received.at(-1)!.from).toBe('orders@shop.test');
    expect(sink.received.at(-1)!.raw).toMatch(/^From: Shop <orders@shop\.test>$/m);
  });

  it('fails loudly when the SMTP server refuses, and keeps no "sent" copy', async () => {
    const { ctx } = server();
    const { log } = captureLog();
    // Nothing listens on port 1.
    const provider = new SmtpMailProvider('smtp://127.0.0.1:1', 'a@b.test', ctx.db, log);
    await expect(provider.send({ ...message, topic: 'order:refused' })).rejects.toThrow();
    provider.close();
    const rows = await outboxMessages(ctx, 'order:refused');
    expect(rows).toEqual([]);
  });
});
