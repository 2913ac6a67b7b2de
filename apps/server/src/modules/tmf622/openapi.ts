/**
 * The TMF622 API's own OpenAPI document (GET <base>/openapi.json), apart from the storefront's:
 * the product order operations and cancelProductOrder, the API key schemes, TMF630's filters and
 * paging headers, and the schemas made from the zod definitions of wire/tmf622.ts; and the JSON
 * schema of the RelatedParty extension the parties name in @schemaLocation.
 */
import { z } from 'zod';
import {
  RELATED_PARTY_EXTENSION,
  TMF622_BASE,
  TMF622_PAGE_DEFAULT,
  TMF622_PAGE_MAX,
  cancelProductOrder,
  cancelProductOrderCreate,
  productOrder,
  productOrderPatch,
  relatedPartyExtension,
  tmfError,
} from '@bizline/domain/wire/tmf622';
import { ORDER_STATES } from '@bizline/domain/orders/order-states';
import { hubPaths, hubSchemas } from '../tmf-hub/openapi';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { unrepresentable: 'any', io: 'output' });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errors = Object.fromEntries(
  [
    ['400', 'Bad request: an unknown filter attribute or value, or a patch of other attributes'],
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
const query = (name: string, description: string) => ({
  name,
  in: 'query',
  description,
  schema: { type: 'string' },
});
const paging = [
  { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
  {
    name: 'limit',
    in: 'query',
    schema: { type: 'integer', minimum: 1, default: TMF622_PAGE_DEFAULT },
    description: `At most ${TMF622_PAGE_MAX} a page (more asks answer ${TMF622_PAGE_MAX}, 206)`,
  },
  query('fields', 'First-level attributes to answer, comma-separated (id, href and @type always)'),
];
const pageHeaders = {
  'X-Total-Count': count('How many match'),
  'X-Result-Count': count('How many this page holds'),
};
const json = (schema: object) => ({ 'application/json': { schema } });

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
            query('externalId', 'The order reference number'),
            dateFilter('gt', 'after'),
            dateFilter('gte', 'at or after'),
            dateFilter('lt', 'before'),
            dateFilter('lte', 'at or before'),
            query('channel.name', 'Where it was placed: web, agent or kiosk'),
            query(
              'relatedParty.id',
              "A party's id (<order>-customer, <order>-contact, an agent's)",
            ),
            query(
              'productOrderItem.productOffering.id',
              'Orders with an item of this catalogue id (TMF620 productOffering)',
            ),
            ...paging,
          ],
          responses: {
            '200': {
              description: 'The page (every match fitted in it)',
              headers: pageHeaders,
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
      '/cancelProductOrder': {
        post: {
          operationId: 'createCancelProductOrder',
          summary:
            'Cancel an order as the console does (slot released, e-mail, webhook); 201 with the ' +
            'task: done, or terminatedWithError with the reason (e.g. the order is completed)',
          requestBody: { required: true, content: json(ref('CancelProductOrder_Create')) },
          responses: {
            '201': { description: 'The task', content: json(ref('CancelProductOrder')) },
            ...errors,
          },
        },
        get: {
          operationId: 'listCancelProductOrder',
          summary: 'List cancelProductOrder tasks, newest first',
          parameters: [
            query('state', 'acknowledged, inProgress, done or terminatedWithError'),
            query('productOrder.id', 'The order number'),
            ...paging,
          ],
          responses: {
            '200': {
              description: 'The page',
              headers: pageHeaders,
              content: json({ type: 'array', items: ref('CancelProductOrder') }),
            },
            '206': { description: 'A partial page (same headers and body)' },
            ...errors,
          },
        },
      },
      '/cancelProductOrder/{id}': {
        get: {
          operationId: 'retrieveCancelProductOrder',
          summary: 'One cancelProductOrder task',
          parameters: [
            { ...idParam, description: 'The task id' },
            query('fields', 'Attributes to answer'),
          ],
          responses: {
            '200': { description: 'The task', content: json(ref('CancelProductOrder')) },
            ...errors,
          },
        },
      },
      ...hubPaths(),
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        ProductOrder: schema(productOrder),
        ProductOrder_Update: schema(productOrderPatch),
        CancelProductOrder: schema(cancelProductOrder),
        CancelProductOrder_Create: schema(cancelProductOrderCreate),
        [RELATED_PARTY_EXTENSION]: schema(relatedPartyExtension),
        Error: schema(tmfError),
        ...hubSchemas(),
      },
    },
  };
}

/** The JSON schema of the RelatedParty extension (the parties' @schemaLocation). */
export function relatedPartySchema(serverUrl: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${serverUrl}${TMF622_BASE}/schema/${RELATED_PARTY_EXTENSION}.schema.json`,
    title: RELATED_PARTY_EXTENSION,
    description:
      "A TMF622 v4 RelatedParty (@baseType) that also carries the party's contactMedium " +
      '(TMF ContactMedium: mediumType email or phone, characteristic emailAddress or ' +
      'phoneNumber), so an order reaches the back office with its e-mail and phone.',
    ...schema(relatedPartyExtension),
  };
}
