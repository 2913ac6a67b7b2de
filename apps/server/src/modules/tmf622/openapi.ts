/**
 * The TMF622 API's own OpenAPI document (GET <base>/openapi.json), apart from the storefront's:
 * the three operations, the API key schemes, TMF630's paging headers, and the schemas made from
 * the same zod definitions the tests check answers against.
 */
import { z } from 'zod';
import {
  TMF622_BASE,
  TMF622_PAGE_DEFAULT,
  TMF622_PAGE_MAX,
  productOrder,
  productOrderPatch,
  tmfError,
} from '@bizline/domain/wire/tmf622';
import { ORDER_STATES } from '@bizline/domain/orders/order-states';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { unrepresentable: 'any', io: 'output' });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errors = Object.fromEntries(
  [
    ['400', 'Bad request: an unknown filter value, or a patch of other attributes'],
    ['401', 'Missing, unknown or revoked API key'],
    ['404', 'No order with that id'],
    ['409', 'The state cannot move that way (an illegal transition)'],
  ].map(([code, description]) => [
    code,
    { description, content: { 'application/json': { schema: ref('Error') } } },
  ]),
);
const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The order number',
  schema: { type: 'string' },
};
const dateFilter = (op: string, words: string) => ({
  name: `orderDate.${op}`,
  in: 'query',
  description: `Orders placed ${words} this instant (ISO 8601)`,
  schema: { type: 'string', format: 'date-time' },
});
const count = (description: string) => ({ description, schema: { type: 'integer' } });

export function tmf622Document(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'bizline TMF622 Product Ordering Management',
      version: '4.0.0',
      description:
        "The provider's back office reads orders and moves their state (TMF622 v4 field names; " +
        'TMF630 filtering and paging). Every call needs an API key from the console ' +
        '(X-API-Key, or Authorization: Bearer). docs/integration.md has examples.',
    },
    servers: [{ url: `${serverUrl}${TMF622_BASE}` }],
    security: [{ apiKey: [] }, { bearer: [] }],
    paths: {
      '/productOrder': {
        get: {
          operationId: 'listProductOrder',
          summary: 'List product orders, newest first',
          parameters: [
            {
              name: 'state',
              in: 'query',
              description: `One state or several, comma-separated: ${ORDER_STATES.join(', ')}`,
              schema: { type: 'string' },
            },
            { name: 'externalId', in: 'query', schema: { type: 'string' } },
            dateFilter('gt', 'after'),
            dateFilter('gte', 'at or after'),
            dateFilter('lt', 'before'),
            dateFilter('lte', 'at or before'),
            {
              name: 'offset',
              in: 'query',
              schema: { type: 'integer', minimum: 0, default: 0 },
            },
            {
              name: 'limit',
              in: 'query',
              schema: {
                type: 'integer',
                minimum: 1,
                default: TMF622_PAGE_DEFAULT,
              },
              description: `At most ${TMF622_PAGE_MAX} a page (more asks answer ${TMF622_PAGE_MAX}, 206)`,
            },
            {
              name: 'fields',
              in: 'query',
              description: 'Attributes to answer, comma-separated (id, href and @type always)',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': {
              description: 'The page (every match fitted in it)',
              headers: {
                'X-Total-Count': count('How many orders match'),
                'X-Result-Count': count('How many this page holds'),
              },
              content: {
                'application/json': { schema: { type: 'array', items: ref('ProductOrder') } },
              },
            },
            '206': { description: 'A partial page: more orders match (same headers and body)' },
            ...errors,
          },
        },
      },
      '/productOrder/{id}': {
        get: {
          operationId: 'retrieveProductOrder',
          summary: 'One product order',
          parameters: [idParam, { name: 'fields', in: 'query', schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The order',
              content: { 'application/json': { schema: ref('ProductOrder') } },
            },
            ...errors,
          },
        },
        patch: {
          operationId: 'patchProductOrder',
          summary:
            "Move the order's state (the console's legal transitions; cancelled needs cancellationReason)",
          parameters: [idParam],
          requestBody: {
            required: true,
            content: {
              'application/merge-patch+json': { schema: ref('ProductOrder_Update') },
              'application/json': { schema: ref('ProductOrder_Update') },
            },
          },
          responses: {
            '200': {
              description: 'The order after the change',
              content: { 'application/json': { schema: ref('ProductOrder') } },
            },
            ...errors,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        ProductOrder: schema(productOrder),
        ProductOrder_Update: schema(productOrderPatch),
        Error: schema(tmfError),
      },
    },
  };
}
