/** TMF646's own OpenAPI document (GET <base>/openapi.json): appointment and searchTimeSlot. */
import { z } from 'zod';
import { TMF646_BASE, appointmentPatch, searchTimeSlotBody } from '@bizline/domain/wire/tmf646';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });
const str = { type: 'string' };
const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The order number',
  schema: str,
};
const denied = (scope: string) => ({
  '401': error('Missing, unknown, revoked or expired API key'),
  '403': error(`The key lacks the ${scope} scope`),
});
const timePeriod = {
  type: 'object',
  description: 'Local wall time of the service address, without an offset',
  properties: { startDateTime: str, endDateTime: str },
};

const SCHEMAS = {
  TimePeriod: timePeriod,
  EntityRef: {
    type: 'object',
    properties: { id: str, href: str, name: str, role: str, '@referredType': str },
  },
  Appointment: {
    type: 'object',
    properties: {
      id: str,
      href: str,
      status: { type: 'string', enum: ['confirmed', 'cancelled', 'completed'] },
      category: { type: 'string', enum: ['tech', 'self'], description: 'The installation type' },
      description: str,
      validFor: ref('TimePeriod'),
      relatedPlace: {
        type: 'object',
        description: 'The service address (TMF673 GeographicAddress)',
      },
      relatedEntity: { type: 'array', items: ref('EntityRef') },
      creationDate: { type: 'string', format: 'date-time' },
      '@type': str,
    },
  },
  Appointment_Update: z.toJSONSchema(appointmentPatch, { io: 'input' }),
  SearchTimeSlot_Create: z.toJSONSchema(searchTimeSlotBody, { io: 'input' }),
  SearchTimeSlot: {
    type: 'object',
    properties: {
      id: str,
      status: str,
      searchDate: { type: 'string', format: 'date-time' },
      relatedPlace: { type: 'object' },
      relatedEntity: { type: 'array', items: ref('EntityRef') },
      availableTimeSlot: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: str, validFor: ref('TimePeriod'), status: str, '@type': str },
        },
      },
      '@type': str,
    },
  },
  Error: {
    type: 'object',
    required: ['code', 'reason'],
    properties: { code: str, reason: str, message: str, status: str, '@type': str },
  },
};

export function tmf646Document(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'bizline TMF646 Appointment Management',
      version: '4.0.0',
      description:
        "An order's install slot as an appointment: read it, search free slots, reschedule under " +
        'the same capacity rules as the console. API key scopes appointments:read and ' +
        'appointments:write. docs/integration.md has the details.',
    },
    servers: [{ url: `${serverUrl}${TMF646_BASE}` }],
    security: [{ apiKey: [] }, { bearer: [] }],
    paths: {
      '/appointment/{id}': {
        get: {
          operationId: 'retrieveAppointment',
          summary: "An order's install appointment",
          parameters: [idParam],
          responses: {
            '200': { description: 'The appointment', content: json(ref('Appointment')) },
            '404': error('No order with that number, or no install slot'),
            ...denied('appointments:read'),
          },
        },
        patch: {
          operationId: 'patchAppointment',
          summary: 'Reschedule: validFor.startDateTime names a free slot (searchTimeSlot)',
          parameters: [idParam],
          requestBody: {
            required: true,
            content: {
              'application/merge-patch+json': { schema: ref('Appointment_Update') },
              'application/json': { schema: ref('Appointment_Update') },
            },
          },
          responses: {
            '200': { description: 'The appointment after', content: json(ref('Appointment')) },
            '400': error('No validFor.startDateTime'),
            '404': error('No order with that number, or no install slot'),
            '409': error('The slot is full or not offered (a holiday), or the order is closed'),
            ...denied('appointments:write'),
          },
        },
      },
      '/searchTimeSlot': {
        post: {
          operationId: 'createSearchTimeSlot',
          summary: "The free slots for the order's address and installation type",
          requestBody: { required: true, content: json(ref('SearchTimeSlot_Create')) },
          responses: {
            '201': {
              description: 'The search with its available slots',
              content: json(ref('SearchTimeSlot')),
            },
            '400': error('No relatedEntity'),
            '404': error('No order with that number'),
            ...denied('appointments:read'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: SCHEMAS,
    },
  };
}
