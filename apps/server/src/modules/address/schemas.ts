/**
 * Zod schemas of the address calls: the shared wire contract (packages/domain/src/wire/entry.ts),
 * re-exported for the routes.
 */
export {
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
  zipListEntry,
  zipListQuery,
  zipListResponse,
  type ZipListEntry,
  type ZipListQuery,
} from '@bizline/domain/wire/entry';
