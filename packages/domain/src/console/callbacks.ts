/**
 * The call-back queue (issue 14): a request made by a customer ('Talk to Us' on the pending-order
 * page, "I can't find my address") is 'requested'; staff move it to 'contacted' and then 'closed',
 * one step at a time, each move with a note. Any other move is refused with `refusal`.
 */
export const CALLBACK_STATUSES = ['requested', 'contacted', 'closed'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

/** The status of a new request. */
export const CALLBACK_INITIAL: CallbackStatus = 'requested';

/** Where each status may go next. */
export const CALLBACK_MOVES: Readonly<Record<CallbackStatus, readonly CallbackStatus[]>> = {
  requested: ['contacted'],
  contacted: ['closed'],
  closed: [],
};

export const CALLBACK_NOTE_MAX_LENGTH = 2000;

export const CALLBACK_MESSAGES = {
  refusal: (from: string, to: string) =>
    `A call-back that is ${from} cannot be moved to ${to}. It can only go from requested to contacted, then to closed.`,
  /** A move another one overtook (two staff members at once): the request left `from`. */
  changedMeanwhile: (now: string) =>
    `This call-back was moved meanwhile by someone else: it is now ${now}. Look at it again.`,
  noteRequired: 'Write a note about the call.',
  notFound: 'There is no call-back request with this reference.',
} as const;

function isCallbackStatus(value: string): value is CallbackStatus {
  return (CALLBACK_STATUSES as readonly string[]).includes(value);
}

/** Whether a request in `from` may move to `to`. */
export function canMoveCallback(from: string, to: string): boolean {
  return isCallbackStatus(from) && isCallbackStatus(to) && CALLBACK_MOVES[from].includes(to);
}
