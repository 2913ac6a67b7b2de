/**
 * Test data for the entry-stage API tests: the demo footprint plus a few buildings that exercise
 * the typeahead (123 N Main St Boston and its near namesakes).
 */
import { Readable } from 'node:stream';
import type { AppContext } from '../src/context';
import { importFootprint, seedDemoFootprintIfEmpty } from '../src/modules/footprint/service';
import { seedZipsIfEmpty } from '../src/modules/address/service';
import { seedNumberPool } from '../src/modules/tn/service';

const HEADER =
  'address_id,base_address_id,house_number,street_name,unit,city,state,zip,latitude,longitude,fiber,hsi,qualified_4g,qualified_5g';

/** Typeahead fixtures (ids 23000xx). */
const SEARCH_FIXTURES = [
  '2300001,,123,N Main St,,Boston,MA,02108,42.3580,-71.0600,Y,N,Y,N',
  '2300002,,1230,Main St,,Boston,MA,02108,42.3581,-71.0601,Y,N,Y,N',
  '2300003,,123,Main Ave,,Springfield,MA,01103,42.1015,-72.5898,N,Y,Y,N',
  '2300004,,123,Main St,,Chicago,IL,60601,41.8850,-87.6230,N,N,Y,Y',
  '2300005,,12,Main St,,Boston,MA,02108,42.3582,-71.0602,Y,N,Y,N',
  '2300006,,123,Maine Rd,,Portland,ME,04101,43.6591,-70.2568,N,N,Y,N',
];

/**
 * The demo footprint and the typeahead fixtures; with `bostonNumbers`, that many free numbers of
 * the Boston area (021) for voice lines: `${bostonPrefix}00`, `${bostonPrefix}01`...
 */
export async function loadEntryFixtures(
  ctx: AppContext,
  opts: { bostonNumbers?: number; bostonPrefix?: string } = {},
): Promise<void> {
  if (opts.bostonNumbers) {
    const prefix = opts.bostonPrefix ?? '61755503';
    const boston = Array.from(
      { length: opts.bostonNumbers },
      (_, i) => `${prefix}${String(i).padStart(2, '0')}`,
    );
    await seedNumberPool(ctx.db, '021', boston);
  }
  await seedZipsIfEmpty(ctx);
  await seedDemoFootprintIfEmpty(ctx);
  const result = await importFootprint(
    ctx.db,
    Readable.from([`${HEADER}\n${SEARCH_FIXTURES.join('\n')}\n`]),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
}
