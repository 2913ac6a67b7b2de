/**
 * TMF646 Appointment Management v4 under /tmf-api/appointment/v4 (docs/integration.md
 * "TMF646"): GET appointment/{id} and POST searchTimeSlot with the key's appointments:read
 * scope, PATCH appointment/{id} (reschedule) with appointments:write; its own OpenAPI document;
 * errors in TMF630's shape (409 for a slot that is full or not offered).
 */
import { TMF646_BASE, appointmentPatch, searchTimeSlotBody } from '@bizline/domain/wire/tmf646';
import type { ZodError } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-errors';
import type { ZodApp } from '../../zod-app';
import { tmfCall } from '../tmf622/api-keys';
import { answerErrorsInTmfShape, answerUnknownTmfPaths, sendTmfError } from '../tmf622/errors';
import { getAppointment, rescheduleAppointment, searchTimeSlot } from './appointment';
import { tmf646Document } from './openapi';

const zodMessage = (e: ZodError) =>
  e.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

export async function tmf646Routes(app: ZodApp, ctx: AppContext): Promise<void> {
  const base = TMF646_BASE;
  answerErrorsInTmfShape(app, base);
  const read = tmfCall(ctx, 'appointments:read');
  const write = tmfCall(ctx, 'appointments:write');
  const noAppointment = (id: string) => `No appointment with id ${id.slice(0, 50)}.`;

  app.get(`${base}/openapi.json`, { schema: { hide: true } }, async () =>
    tmf646Document(ctx.config.publicUrl),
  );

  app.get<{ Params: { id: string } }>(`${base}/appointment/:id`, read, async (request, reply) => {
    const found = await getAppointment(ctx, request.params.id);
    return found ?? sendTmfError(reply, 404, noAppointment(request.params.id));
  });

  app.post(`${base}/searchTimeSlot`, read, async (request, reply) => {
    const parsed = searchTimeSlotBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendTmfError(reply, 400, zodMessage(parsed.error));
    const found = await searchTimeSlot(ctx, parsed.data);
    if (!found) {
      const id = parsed.data.relatedEntity[0]!.id;
      return sendTmfError(reply, 404, `No product order with id ${id}.`);
    }
    return reply.status(201).send(found);
  });

  app.patch<{ Params: { id: string } }>(
    `${base}/appointment/:id`,
    write,
    async (request, reply) => {
      const parsed = appointmentPatch.safeParse(request.body ?? {});
      if (!parsed.success) return sendTmfError(reply, 400, zodMessage(parsed.error));
      try {
        const after = await rescheduleAppointment(
          ctx,
          request.tmfIntegration!,
          request.params.id,
          parsed.data.validFor,
        );
        return after ?? sendTmfError(reply, 404, noAppointment(request.params.id));
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        return sendTmfError(reply, e.statusCode, e.message);
      }
    },
  );

  answerUnknownTmfPaths(app, base, 'TMF646');
}
