/**
 * The route hook of every cart and checkout call: a request that names a cart id (X-Cart-Id
 * header, cid / cartId in the query or body) must name the session's cart, else 403 (nothing
 * is read). Declared after requireAccessToken, which puts the session on the request.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from '../../http-errors';
import { OTHER_CART_MESSAGE } from './load-cart';

const textOf = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The cart id a request names, if any (before validation strips unknown fields). */
function requestedCartId(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
    string,
    unknown
  >;
  return (
    textOf(request.headers['x-cart-id']) ??
    textOf(query.cid) ??
    textOf(query.cartId) ??
    textOf(body.cid) ??
    textOf(body.cartId)
  );
}

export const ownCart: preHandlerAsyncHookHandler = async (request) => {
  const requested = requestedCartId(request);
  if (requested && requested !== request.session.data.cartId) {
    throw forbidden(OTHER_CART_MESSAGE, 'cartId');
  }
};
