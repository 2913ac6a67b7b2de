/**
 * The hub's part of the TMF622 OpenAPI document (tmf622/openapi.ts spreads it in): POST /hub and
 * DELETE /hub/{id}, TMF's EventSubscription schemas, and the events a listener receives (as
 * `webhooks`, OpenAPI 3.1's word for calls the API makes).
 */
import { z } from 'zod';
import { TMF_ORDER_EVENTS, hubRegistration } from '@bizline/domain/wire/tmf-hub';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });

export function hubPaths() {
  return {
    '/hub': {
      post: {
        operationId: 'registerListener',
        summary: "Register a listener for the order events (the key's hub scope)",
        description:
          'The callback must be an http(s) URL the outbound rules admit (public addresses, or ' +
          'OUTBOUND_ALLOW). query: TMF630 terms joined by &, e.g. ' +
          'eventType=ProductOrderStateChangeEvent&state=completed,cancelled.',
        requestBody: { required: true, content: json(ref('EventSubscriptionInput')) },
        responses: {
          '201': {
            description: 'Registered; secret signs every delivery (Bizline-Signature), shown once',
            headers: { Location: { schema: { type: 'string' } } },
            content: json(ref('EventSubscription')),
          },
          '400': error('A callback the outbound rules refuse, or a bad query'),
          '401': error('Missing, unknown, revoked or expired API key'),
          '403': error('The key lacks the hub scope'),
        },
      },
    },
    '/hub/{id}': {
      delete: {
        operationId: 'unregisterListener',
        summary: "Unregister one of the key's listeners",
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '204': { description: 'Unregistered: nothing more is sent to it' },
          '401': error('Missing, unknown, revoked or expired API key'),
          '403': error('The key lacks the hub scope'),
          '404': error('No listener of this key with that id'),
        },
      },
    },
  };
}

const event = (resource: string) => ({
  type: 'object',
  required: ['eventId', 'eventTime', 'eventType', 'event'],
  properties: {
    eventId: { type: 'string' },
    eventTime: { type: 'string', format: 'date-time' },
    eventType: { type: 'string', enum: [...TMF_ORDER_EVENTS] },
    correlationId: { type: 'string', description: 'The order number' },
    domain: { type: 'string' },
    event: {
      type: 'object',
      properties: {
        [resource]: ref(resource === 'productOrder' ? 'ProductOrder' : 'CancelProductOrder'),
      },
    },
  },
});

export function hubSchemas() {
  return {
    EventSubscriptionInput: z.toJSONSchema(hubRegistration, { io: 'input' }),
    EventSubscription: {
      type: 'object',
      required: ['id', 'callback'],
      properties: {
        id: { type: 'string' },
        callback: { type: 'string', format: 'uri' },
        query: { type: 'string' },
        secret: { type: 'string', description: 'Only in the 201 answer' },
      },
    },
    ...Object.fromEntries(
      TMF_ORDER_EVENTS.map((type) => [
        type,
        event(type.startsWith('Cancel') ? 'cancelProductOrder' : 'productOrder'),
      ]),
    ),
  };
}
