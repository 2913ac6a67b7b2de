/**
 * Address calls (000 §7; paths in packages/domain/src/wire/entry.ts and docs/api.md). Every one
 * requires the Bearer access token, checked before the inputs are looked at.
 */
import type { AppContext } from '../../context';
import { lagTolerant } from '../../db/replicas';
import { routeOptions, type ZodApp } from '../../zod-app';
import { requireAccessToken } from '../session/plugin';
import {
  ENTRY_CALLS,
  baseAddressesQuery,
  baseAddressesResponse,
  fiberQualifiedZipQuery,
  fiberQualifiedZipResponse,
  locusByLocationBody,
  locusByLocationResponse,
  streetAddressesQuery,
  streetAddressesResponse,
  unitsByLocusQuery,
  unitsByLocusResponse,
  unitsQuery,
  unitsResponse,
  zipListQuery,
  zipListResponse,
} from '@bizline/domain/wire/entry';
import {
  fiberQualifiedZip,
  listUnits,
  lookupZips,
  nearestBuilding,
  searchStreetAddresses,
  unitPage,
} from './service';

export async function addressRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const at = (call: { path: string }) => `${api}/${call.path}`;
  // Checked before validation, so a caller without a token learns nothing about the inputs.
  const route = routeOptions(['address'], requireAccessToken(ctx));
  // Both unit lists (by ntasAddrID, by locusID) read one page of a building's units.
  const unitsOf = (
    id: string,
    field: 'ntasAddrID' | 'locusID',
    term: string | undefined,
    page: { limit: number; offset: number },
  ) => listUnits(lagTolerant(ctx.db), id, field, { term, ...page });
  // Both street searches (typeahead and base-address variant) read the same query.
  const search = (query: { streetterm: string; zip?: string; limit: number }) =>
    searchStreetAddresses(lagTolerant(ctx.db), query.streetterm, {
      zip: query.zip,
      limit: query.limit,
    });

  app.get(
    at(ENTRY_CALLS.zipList),
    route('Zip lookup (000 §7): ZIP list entries starting with the digits typed', {
      description:
        'zip is 1 to 5 digits; answers up to `limit` (default 10) entries, lowest ZIP first. ' +
        'An unknown ZIP answers an empty list.',
      querystring: zipListQuery,
      response: { 200: zipListResponse },
    }),
    async (request) => ({ zips: await lookupZips(ctx.db, request.query.zip, request.query.limit) }),
  );

  app.get(
    at(ENTRY_CALLS.fiberQualifiedZip),
    route('Fiber-qualified zip check (000 §7): Y when any footprint address has fiber', {
      querystring: fiberQualifiedZipQuery,
      response: { 200: fiberQualifiedZipResponse },
    }),
    async (request) => fiberQualifiedZip(ctx.db, request.query.zip),
  );

  app.get(
    at(ENTRY_CALLS.streetAddresses),
    route('Street search / typeahead (000 §4, §7)', {
      description:
        'Buildings matching what the visitor typed, house number first. Case, spaces, commas ' +
        'and ST/STREET, N/NORTH... do not matter; a trailing city, state or ZIP narrows the ' +
        'list; exact house numbers rank first. `zip` restricts to one ZIP; `limit` default ' +
        '10, at most 25.',
      querystring: streetAddressesQuery,
      response: { 200: streetAddressesResponse },
    }),
    async (request) => ({ addresses: await search(request.query) }),
  );

  app.get(
    at(ENTRY_CALLS.baseAddresses),
    route('Street search, base-address variant (000 §7): zip and streetterm -> addressesbau', {
      querystring: baseAddressesQuery,
      response: { 200: baseAddressesResponse },
    }),
    async (request) => ({ addressesbau: await search(request.query) }),
  );

  app.get(
    at(ENTRY_CALLS.units),
    route('Units by ntasAddrID (000 §7): pages of 10 in natural order, with the total', {
      querystring: unitsQuery,
      response: { 200: unitsResponse },
    }),
    async ({ query }) => {
      const page = unitPage(query.page);
      const { units, total } = await unitsOf(query.ntasAddrID, 'ntasAddrID', query.unitterm, page);
      return { data: { unitDetails: units, total } };
    },
  );

  app.get(
    at(ENTRY_CALLS.unitsByLocus),
    route('Units by locusID (000 §7): the first `size` units and totalHits', {
      querystring: unitsByLocusQuery,
      response: { 200: unitsByLocusResponse },
    }),
    async ({ query }) => {
      const first = { limit: query.size, offset: 0 };
      const { units, total } = await unitsOf(query.locusID, 'locusID', query.unitterm, first);
      return { data: units, totalHits: total };
    },
  );

  app.post(
    at(ENTRY_CALLS.locusByLocation),
    route('Reverse lookup by latitude/longitude (000 §7): the nearest footprint building', {
      description:
        'The nearest building within 2 km, as addressInfo[0]; an empty list when none is that close.',
      body: locusByLocationBody,
      response: { 200: locusByLocationResponse },
    }),
    async (request) => {
      const found = await nearestBuilding(ctx.db, request.body.latitude, request.body.longitude);
      return { addressInfo: found ? [found] : [] };
    },
  );
}
