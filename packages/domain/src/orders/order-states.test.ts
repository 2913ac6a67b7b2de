import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  canMove,
  canReschedule,
  changedMeanwhileMessage,
  illegalMoveMessage,
  moveProblem,
  orderStateLabel,
  type OrderState,
} from './order-states';

describe('order states', () => {
  /** From a state, moves it may make (true) or not (false). */
  const moves: Record<string, Record<string, boolean>> = {
    acknowledged: { inProgress: true, completed: false },
    inProgress: { completed: true, acknowledged: false, nonsense: false },
    held: { inProgress: true },
    pending: { inProgress: true },
  };

  it.each(
    Object.entries(moves).flatMap(([from, tos]) =>
      Object.entries(tos).map(([to, legal]) => ({ from, to, legal })),
    ),
  )('moves $from -> $to: $legal', ({ from, to, legal }) => {
    expect(canMove(from as OrderState, to)).toBe(legal);
  });

  it.each(['completed', 'cancelled', 'failed'] as const)('nothing leaves the final %s', (s) => {
    for (const to of ORDER_STATES) expect(canMove(s, to)).toBe(false);
    expect(canReschedule(s)).toBe(false);
  });

  it('every target in the table is a state, and no state moves to itself', () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      for (const to of tos) {
        expect(ORDER_STATES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('refuses with a message naming both states; a cancellation needs a reason', () => {
    expect(moveProblem('acknowledged', 'completed')).toBe(
      'An order cannot move from Submitted (acknowledged) to Completed (completed).',
    );
    expect(illegalMoveMessage('completed', 'inProgress')).toBe(
      'This order is Completed (completed): it cannot move to In progress (inProgress) any more.',
    );
    expect(moveProblem('held', 'held')).toBe('This order is already On hold (held).');
    expect(changedMeanwhileMessage('inProgress')).toBe(
      'This order was changed meanwhile: it is now In progress (inProgress). Look at it again before moving it.',
    );
    expect(moveProblem('inProgress', 'cancelled', '  ')).toBe(CANCEL_REASON_REQUIRED_MESSAGE);
    expect(moveProblem('inProgress', 'cancelled', 'Customer moved')).toBeNull();
    expect(moveProblem('inProgress', 'cancelled', 'x'.repeat(501))).toBe(
      'The reason can be at most 500 characters.',
    );
    expect(moveProblem('inProgress', 'cancelled', 'x'.repeat(500))).toBeNull();
    expect(moveProblem('acknowledged', 'inProgress')).toBeNull();
  });

  it('labels states for customers', () => {
    expect(orderStateLabel('acknowledged')).toBe('Submitted');
    expect(orderStateLabel('cancelled')).toBe('Canceled');
    expect(orderStateLabel('weird')).toBe('weird');
  });
});
