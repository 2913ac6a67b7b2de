/** The contact of the quote order (OmniOLODetails). */
import { validateEmail } from '@bizline/domain/validators/email';
import { validateName } from '@bizline/domain/validators/names';
import { validatePhone } from '@bizline/domain/validators/phone';
import { digitsOnly } from '@bizline/domain/format';
import { OMNI_FLOW_TYPE } from '@bizline/domain/constants';
import type { omniOloDetailsRequest } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import type { Session, SessionService } from '../session/service';
import { openedQuote } from './opened-quote';

const MON_MISMATCH_MESSAGE = 'The MON number does not match the price quote';

/** POST OmniOLODetails: the contact for the quote order, validated with the 000 §5 rules. */
export async function saveOloDetails(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  body: z.infer<typeof omniOloDetailsRequest>,
): Promise<{ Status: 'SUCCESS'; message?: string }> {
  const opened = await openedQuote(ctx, session, { mustBeActive: true });
  const checks: [string, string | null][] = [
    ['FirstName', validateName(body.FirstName, 'first')],
    ['LastName', validateName(body.LastName, 'last')],
    ['EmailId', validateEmail(body.EmailId)],
    ['MobileNumber', validatePhone(body.MobileNumber)],
  ];
  for (const [field, message] of checks) if (message) throw badRequest(message, field);
  if (body.MonNo && body.MonNo.toUpperCase() !== opened.quote.mon.toUpperCase()) {
    throw badRequest(MON_MISMATCH_MESSAGE, 'MonNo');
  }
  if (body.FlowType !== OMNI_FLOW_TYPE) throw badRequest('FlowType must be FIOS', 'FlowType');
  const contact = {
    firstName: body.FirstName,
    lastName: body.LastName,
    email: body.EmailId.trim(),
    mobile: digitsOnly(body.MobileNumber),
    zipCode: body.ZipCode || opened.address.zip,
    mon: opened.quote.mon,
  };
  await sessions.patch(session, { optix: { ...opened.optix, contact } });
  return { Status: 'SUCCESS' };
}
