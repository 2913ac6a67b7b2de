/**
 * Digital agent mode: an agent saves the session's cart for a
 * customer. The save is the customer saved cart's own (saved-cart service: same row, same 20
 * days, same e-mail with the retrieval link, sent to the CUSTOMER), marked saved_by 'agent' with
 * the agent's account. The QR code encodes that retrieval link.
 */
import QRCode from 'qrcode';
import { SAVED_CART_RETENTION_DAYS } from '@bizline/domain/constants';
import {
  AGENT_MESSAGES,
  type DoAgentSaveOrderAnswer,
  type DoAgentSaveOrderParsed,
  type GetQRCodeImageAnswer,
} from '@bizline/domain/wire/agent';
import type { AppContext } from '../../context';
import { notFound } from '../../http-errors';
import { findSavedCartRow, retrievalLink, saveCart } from '../saved-cart/service';
import type { Session, SessionService } from '../session/service';
import type { StaffMember } from '../staff/service';

/** DoAgentSaveOrder: the body is already checked against every 002 §5 agent rule. */
export async function agentSave(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  staff: StaffMember,
  body: DoAgentSaveOrderParsed,
  now = new Date(),
): Promise<DoAgentSaveOrderAnswer> {
  const saved = await saveCart(
    ctx,
    sessions,
    session,
    {
      email: body.CustomerEmailAddress,
      comments: '',
      rating: null,
      // The customer gets the usual reminders and can unsubscribe from them.
      reminders: true,
      lastPage: 'customize',
      agent: {
        id: staff.id,
        name: `${body.AgentFirstName} ${body.AgentLastName} <${body.AgentEmailAddress}>`,
      },
      audit: { actor: { id: staff.id, email: staff.email }, action: 'saved-cart.agent-save' },
    },
    now,
  );
  ctx.log.info({ staffId: staff.id, cartId: saved.scartid }, 'agent saved a cart');
  return {
    Status: 'SUCCESS',
    scartid: saved.scartid,
    validDays: SAVED_CART_RETENTION_DAYS,
    expiresAt: saved.expiresAt,
    link: retrievalLink(ctx, saved.scartid),
  };
}

/** GetQRCodeImage: a PNG QR code of the retrieval link, only for a live cart this agent saved. */
export async function qrCodeImage(
  ctx: AppContext,
  staff: StaffMember,
  cartId: string,
  now = new Date(),
): Promise<GetQRCodeImageAnswer> {
  const saved = await findSavedCartRow(ctx, cartId);
  if (
    !saved ||
    saved.saved_by !== 'agent' ||
    Number(saved.agent_id) !== staff.id ||
    saved.status === 'expired' ||
    saved.expires_at <= now.toISOString()
  ) {
    throw notFound(AGENT_MESSAGES.notAgentCart, 'scartid');
  }
  const link = retrievalLink(ctx, saved.cart_id);
  const image = await QRCode.toDataURL(link, { type: 'image/png', errorCorrectionLevel: 'M' });
  return { image, link };
}
