/**
 * Two staff members working one call-back at once: one move wins, the others are refused with a
 * true message. Issue 14 acceptance: on PostgreSQL the losers were told 'A call-back that is
 * requested cannot be moved to contacted.', a move the queue allows. Both databases, real HTTP.
 */
import { beforeAll, expect, it } from 'vitest';
import { canMoveCallback } from '@bizline/domain/console/callbacks';
import { Visitor, describeEachDialect } from '../../../test/support';
import { staffVisitor } from '../../../test/console-orders';

describeEachDialect('call-back moves at once', (server) => {
  let desks: Visitor[];
  beforeAll(async () => {
    desks = [
      await staffVisitor(server(), 'cb-race-a@example.com', 'agent'),
      await staffVisitor(server(), 'cb-race-b@example.com', 'agent'),
    ];
  });

  it('every refusal of a concurrent move is true', async () => {
    const asked = await new Visitor(server()).json('POST', '/Qualify/RequestCallback', {
      reason: 'pending-order',
      name: 'Lin Race',
      phone: '617-555-0188',
    });
    expect(asked.status).toBe(200);
    const reference = asked.body.reference as string;
    const targets = Array.from({ length: 8 }, (_, i) => (i % 2 ? 'closed' : 'contacted'));
    const answers = await Promise.all(
      targets.map((to, i) =>
        desks[i % 2]!.json('POST', '/Console/Callbacks/Move', { reference, to, note: `call ${i}` }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      const message = a.body.message as string;
      const claimed = /^A call-back that is (\w+) cannot be moved to (\w+)\./.exec(message);
      // A refusal naming a move names one the queue does not allow...
      if (claimed) expect(canMoveCallback(claimed[1]!, claimed[2]!)).toBe(false);
      // ...or says someone else came first, and where the request is now.
      else {
        expect(message).toMatch(
          /^This call-back was moved meanwhile by someone else: it is now (contacted|closed)\. Look at it again\.$/,
        );
      }
    }
    // One note per move that answered 200.
    const listed = await desks[0]!.json('GET', '/Console/Callbacks');
    const mine = (listed.body.callbacks as { reference: string; notes: unknown[] }[]).find(
      (c) => c.reference === reference,
    )!;
    expect(mine.notes).toHaveLength(won.length);
  });
});
