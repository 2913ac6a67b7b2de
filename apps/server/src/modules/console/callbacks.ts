/**
 * The call-back queue (issue 14): list by status, newest first; move one step
 * (requested -> contacted -> closed, packages/domain/src/console/callbacks.ts) with a note. The
 * move, its note and its audit row commit together; a move from a status the request no longer
 * has (another staff member came first) is refused, saying so.
 */
import {
  CALLBACK_MESSAGES,
  canMoveCallback,
  type CallbackStatus,
} from '@bizline/domain/console/callbacks';
import type {
  CallbacksAnswer,
  CallbacksQueryParsed,
  ConsoleCallback,
} from '@bizline/domain/wire/console/work';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { recordAudit } from '../audit/service';
import * as repo from './repo';
import { consoleList } from '../../db/paging';

type CallbackRow = NonNullable<Awaited<ReturnType<typeof repo.callbackIn>>>;
type NoteRow = Awaited<ReturnType<typeof repo.callbackNotes>>[number];

function view(row: CallbackRow, notes: readonly NoteRow[]): ConsoleCallback {
  return {
    reference: row.reference,
    reason: row.reason,
    name: row.name,
    phone: row.phone,
    addressText: row.address_text,
    preferredTime: row.preferred_time,
    cartId: row.cart_id,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    notes: notes
      .filter((n) => n.reference === row.reference)
      .map((n) => ({
        from: n.from_status,
        to: n.to_status,
        note: n.note,
        staffName: n.staff_name,
        at: n.at,
      })),
  };
}

export const listCallbacks = consoleList(
  (db, query: CallbacksQueryParsed, offset, limit) =>
    repo.listCallbacks(db, query.status, offset, limit),
  async (rows, db): Promise<Pick<CallbacksAnswer, 'callbacks'>> => {
    const notes = await repo.callbackNotes(
      db,
      rows.map((r) => r.reference),
    );
    return { callbacks: rows.map((r) => view(r, notes)) };
  },
);

export async function moveCallback(
  db: Db,
  staff: { id: number; email: string; firstName: string; lastName: string },
  input: { reference: string; to: CallbackStatus; note: string },
  now = new Date(),
): Promise<ConsoleCallback> {
  const note = input.note.trim();
  if (!note) throw badRequest(CALLBACK_MESSAGES.noteRequired, 'note');
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await repo.callbackIn(trx, input.reference);
    if (!row) throw notFound(CALLBACK_MESSAGES.notFound, 'reference');
    const refuse = () =>
      new HttpError(409, CALLBACK_MESSAGES.refusal(row.status, input.to), {
        code: 'ILLEGAL_TRANSITION',
        field: 'to',
      });
    if (!canMoveCallback(row.status, input.to)) throw refuse();
    if (!(await repo.moveCallbackIn(trx, row.reference, row.status, input.to, at))) {
      // Another move came first: say so (this move was legal from the status it read).
      const now = await repo.callbackIn(trx, input.reference);
      throw new HttpError(409, CALLBACK_MESSAGES.changedMeanwhile(now?.status ?? row.status), {
        code: 'CHANGED_MEANWHILE',
        field: 'to',
      });
    }
    await repo.insertCallbackNote(trx, {
      reference: row.reference,
      from_status: row.status,
      to_status: input.to,
      note,
      staff_id: staff.id,
      staff_name: `${staff.firstName} ${staff.lastName}`,
      at,
    });
    await recordAudit(trx, {
      actor: staff,
      action: 'callback.move',
      subjectType: 'callback',
      subjectId: row.reference,
      before: { status: row.status },
      after: { status: input.to, note },
      now,
    });
    const moved = (await repo.callbackIn(trx, row.reference))!;
    return view(moved, await repo.callbackNotes(trx, [row.reference]));
  });
}
