/**
 * The states of an order, TMF622-style (Product Ordering): every order starts `acknowledged`;
 * staff, an integration or the system move it on through the legal transitions below and nowhere
 * else. `completed`, `cancelled` and `failed` are final. A cancellation always carries a reason.
 * The server's moveOrder (apps/server/src/modules/orders/move-order.ts) is the one place a
 * state changes; the console offers only the moves this table allows.
 */

export const ORDER_STATES = [
  'acknowledged',
  'inProgress',
  'held',
  'pending',
  'completed',
  'cancelled',
  'failed',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The state every new order starts in. */
export const INITIAL_ORDER_STATE: OrderState = 'acknowledged';

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

/** Legal transitions: from each state, the states it may move to (final states: none). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  acknowledged: ['inProgress', 'held', 'pending', 'cancelled', 'failed'],
  inProgress: ['completed', 'held', 'pending', 'cancelled', 'failed'],
  held: ['inProgress', 'pending', 'cancelled', 'failed'],
  pending: ['inProgress', 'held', 'cancelled', 'failed'],
  completed: [],
  cancelled: [],
  failed: [],
};

export function canMove(from: string, to: string): boolean {
  return isOrderState(from) && isOrderState(to) && ORDER_TRANSITIONS[from].includes(to);
}

function isFinalState(state: OrderState): boolean {
  return ORDER_TRANSITIONS[state].length === 0;
}

/** An order that ended unfulfilled: its install slot goes back (cancelled or failed). */
export function releasesSlot(state: string): boolean {
  return state === 'cancelled' || state === 'failed';
}

/** States in which the install slot may still be rescheduled (not final). */
export function canReschedule(state: string): boolean {
  return isOrderState(state) && !isFinalState(state);
}

/** Words for customers: the order status page, the e-mails, the console's badges. */
const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  acknowledged: 'Submitted',
  inProgress: 'In progress',
  held: 'On hold',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Canceled',
  failed: 'Could not be completed',
};

/** A stored state's label; an unknown value is shown as it is. */
export const orderStateLabel = (s: string): string => (isOrderState(s) ? ORDER_STATE_LABELS[s] : s);

const stateName = (s: string) => (isOrderState(s) ? `${ORDER_STATE_LABELS[s]} (${s})` : `"${s}"`);

/** The refusal of a move the table does not allow, naming both states. */
export function illegalMoveMessage(from: string, to: string): string {
  const name = stateName;
  if (from === to) return `This order is already ${name(from)}.`;
  if (isOrderState(from) && isFinalState(from)) {
    return `This order is ${name(from)}: it cannot move to ${name(to)} any more.`;
  }
  return `An order cannot move from ${name(from)} to ${name(to)}.`;
}

/**
 * The refusal of a move another one overtook: the order left the state this move was checked
 * against (two people, or the console and an integration, moving it at once).
 */
export function changedMeanwhileMessage(now: string): string {
  return `This order was changed meanwhile: it is now ${stateName(now)}. Look at it again before moving it.`;
}

export const CANCEL_REASON_REQUIRED_MESSAGE = 'A reason is required to cancel an order.';
export const CANCEL_REASON_MAX_LENGTH = 500;
export const CANCEL_REASON_TOO_LONG_MESSAGE = `The reason can be at most ${CANCEL_REASON_MAX_LENGTH} characters.`;

/**
 * Check a requested move: null when legal, else the message to show. A cancellation needs a
 * reason (not blank, at most CANCEL_REASON_MAX_LENGTH characters).
 */
export function moveProblem(from: string, to: string, reason?: string | null): string | null {
  if (!canMove(from, to)) return illegalMoveMessage(from, to);
  if (to === 'cancelled' && !reason?.trim()) return CANCEL_REASON_REQUIRED_MESSAGE;
  // Refused, never cut: a reason is kept as it was written (integrations send their own).
  if (to === 'cancelled' && (reason ?? '').trim().length > CANCEL_REASON_MAX_LENGTH)
    return CANCEL_REASON_TOO_LONG_MESSAGE;
  return null;
}

/**
 * Who moved an order: a staff account, an integration (API key), the system itself, or the
 * customer from their order page.
 */
export const ORDER_ACTOR_KINDS = ['staff', 'integration', 'system', 'customer'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/** Order channels: where the order was placed. */
export const ORDER_CHANNELS = ['web', 'agent', 'kiosk'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** Kinds of status-history rows: a state change, or the install slot rescheduled. */
export const ORDER_HISTORY_KINDS = ['state', 'rescheduled'] as const;

/** The old (issue 5) status vocabulary and the state each became (migration 014). */
export const LEGACY_ORDER_STATUS_MAP: Readonly<Record<string, OrderState>> = {
  submitted: 'acknowledged',
  in_progress: 'inProgress',
  scheduled: 'inProgress',
  completed: 'completed',
  cancelled: 'cancelled',
};
