/**
 * Moves of one order at once (two staff members, or the console and an integration): one wins
 * each state, the others are refused with a true message. Issue 14 acceptance: on PostgreSQL the
 * losers were told 'An order cannot move from On hold (held) to In progress (inProgress).', a
 * move the table allows. Both databases, real HTTP.
 */
import { expect, it } from 'vitest';
import { canMove } from '@bizline/domain/orders/order-states';
import { describeEachDialect } from '../../../test/support';
import { agentDesks } from '../../../test/console-fixtures';
import { placeOrder } from '../../../test/console-orders';

describeEachDialect('order moves at once', (server) => {
  const desks = agentDesks(server, ['race-a@example.com', 'race-b@example.com']);

  it('every refusal of a concurrent move is true', async () => {
    const { orderNo } = await placeOrder(server());
    const targets = Array.from({ length: 12 }, (_, i) => (i % 2 ? 'held' : 'inProgress'));
    const answers = await Promise.all(
      targets.map((to, i) => desks[i % 2]!.json('POST', '/Console/Orders/Move', { orderNo, to })),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      const message = a.body.message as string;
      const claimed = /from .*\((\w+)\) to .*\((\w+)\)/.exec(message);
      // A refusal that names two states names a move the table does not allow...
      if (claimed) expect(canMove(claimed[1]!, claimed[2]!)).toBe(false);
      // ...or says the order is there already (never 'from On hold to On hold'), or that another
      // move came first, and what the order is now.
      else {
        expect(message).toMatch(
          /^(This order is already .+\(\w+\)\.|This order was changed meanwhile: it is now .+\(\w+\)\. Look at it again before moving it\.)$/,
        );
      }
    }
    // As many state rows in the history as moves that answered 200 (and the first, submitted).
    const detail = await desks[0]!.json('GET', `/Console/Orders/Detail?orderNo=${orderNo}`);
    const moves = (detail.body.history as { kind: string; from: string | null }[]).filter(
      (h) => h.kind === 'state' && h.from,
    );
    expect(moves.length).toBe(won.length);
  });
});
