import { expect, it } from 'vitest';
import { createSmsProvider, OutboxSmsProvider } from './index';
import { describeEachDialectContext } from '../../../test/provider-context';
import { captureLog } from '../test-log';
import { outboxMessages } from '../../../test/outbox';

const otpText = 'Your verification code is 493817. It expires in 5 minutes.';

describeEachDialectContext('sms provider', (get) => {
  it('keeps the message in the outbox and shows the text in a development log', async () => {
    const { ctx } = get();
    const { log, text } = captureLog();
    const dev = createSmsProvider({ ...ctx.config, logMessageText: true }, ctx.db, log);
    await dev.send({ to: '2125550123', text: otpText, topic: 'otp:cart-dev' });
    const rows = await outboxMessages(ctx, 'otp:cart-dev');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      recipient: '2125550123',
      subject: '',
      body_text: otpText,
      body_html: null,
      status: 'stored',
    });
    expect(text()).toContain('493817');
  });

  it('never writes the text or the full number to a production log', async () => {
    const { ctx } = get();
    const { log, text } = captureLog();
    const prod = createSmsProvider({ ...ctx.config, logMessageText: false }, ctx.db, log);
    await prod.send({ to: '2125550123', text: otpText, topic: 'otp:cart-prod' });
    expect(text()).toContain('sms stored in outbox');
    expect(text()).toContain('******0123');
    expect(text()).not.toContain('493817');
    expect(text()).not.toContain('2125550123');
    const count = await ctx.db.kysely
      .selectFrom('outbox_messages')
      .select('id')
      .where('topic', '=', 'otp:cart-prod')
      .execute();
    expect(count).toHaveLength(1);
  });

  it('is the built-in outbox provider in the context', () => {
    expect(get().ctx.providers.sms).toBeInstanceOf(OutboxSmsProvider);
  });
});
