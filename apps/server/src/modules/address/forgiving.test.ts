import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { signedInVisitor } from '../../../test/suite-start';
import { streetSuggestions } from '../../../test/street-search';
import { describeEachDialect } from '../../../test/support';
import { importFootprint } from '../footprint/service';
import { rebuildStreetWords } from '../footprint/street-words';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { typoVariants } from './forgiving';

const HEADER =
  'address_id,base_address_id,house_number,street_name,unit,city,state,zip,latitude,longitude,fiber,hsi,qualified_4g,qualified_5g';
/** A long street word (two typos forgiven) and a near namesake of the demo's Summer St. */
const TYPO_FIXTURES = [
  '2300101,,77,Massachusetts Ave,,Cambridge,MA,02139,42.3601,-71.0942,Y,N,Y,N',
  '2300102,,100,Sumner St,,Boston,MA,02110,42.3543,-71.0587,Y,N,Y,N',
  '2300103,,5,Ridge Rd,,Cambridge,MA,02139,42.3602,-71.0943,Y,N,Y,N',
];
const SUMMER = '2100001'; // 100 Summer St, Boston, MA 02110 (demo footprint)

describe('typoVariants', () => {
  const near: Record<string, { token: string; cost: number }[]> = {
    SUMER: [
      { token: 'SUMMER', cost: 1 },
      { token: 'SUMNER', cost: 1 },
    ],
  };
  it('corrects words, drops directionals, never changes the house number', () => {
    const variants = typoVariants(['100', 'N', 'SUMER', 'ST'], (w) => near[w] ?? []);
    expect(variants.map((v) => v.tokens.join(' '))).toEqual(
      expect.arrayContaining(['100 SUMER ST', '100 N SUMMER ST', '100 SUMMER ST']),
    );
    expect(variants.every((v) => v.tokens[0] === '100')).toBe(true);
    expect(variants.map((v) => v.cost)).toEqual([...variants.map((v) => v.cost)].sort());
  });

  it('has nothing to offer for a text with nothing to correct', () => {
    expect(typoVariants(['100', 'MAIN', 'ST'], () => [])).toEqual([]);
    expect(typoVariants(['100'], () => [{ token: 'X', cost: 1 }])).toEqual([]);
  });
});

describeEachDialect('forgiving street typeahead (issue 13 §3)', (server) => {
  const visitor = signedInVisitor(server, async (ctx) => {
    await loadEntryFixtures(ctx);
    const result = await importFootprint(
      ctx.db,
      Readable.from([`${HEADER}\n${TYPO_FIXTURES.join('\n')}\n`]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  });

  const ids = async (term: string, extra = '') =>
    (await streetSuggestions(visitor(), term, extra)).map((a) => a.AddressId);

  it.each([
    '100 Sumer St', // a letter left out
    '100 Summre St', // two letters swapped
    '100 Summmer St', // a letter too many
    '100 Sumer Street', // a typo and the long suffix
    '100 Sumer St, Boston, MA 02110',
    '100 Summre St 02110',
    '100 North Summer St', // a directional the address does not have
    '100 N Sumer St', // both
    '100 Summer Stret', // a typo in the long form of the suffix
    '100 Sumer Steet, Boston',
  ])('"%s" suggests 100 Summer St, Boston', async (term) => {
    expect(await ids(term)).toContain(SUMMER);
  });

  it('forgives a typo in a street name that folds to an abbreviation (Ridge is RDG)', async () => {
    expect(await ids('5 Ridte Rd, Cambridge')).toContain('2300103');
    expect(await ids('5 Rigde Rd 02139')).toContain('2300103');
  });

  it('forgives a typo where the city is also a state name (Washington, DC)', async () => {
    expect(await ids('1100 15th Stret NW, Washington, DC 20005')).toContain('2100007');
  });

  it('forgives a typo within a ZIP too', async () => {
    expect(await ids('100 Summre St', '&zip=02110')).toContain(SUMMER);
  });

  it('forgives two typos in a word of 9 or more letters, not three', async () => {
    expect(await ids('77 Masachusets Ave')).toContain('2300101');
    expect(await ids('77 Massachsuetts Ave, Cambridge')).toContain('2300101');
    expect(await ids('77 Masachuset Ave')).not.toContain('2300101');
  });

  it('forgives no typo in a word of 4 letters or fewer', async () => {
    expect(await ids('123 Mian St Boston')).not.toContain('2300001');
    expect(await ids('123 N Mian St')).not.toContain('2300001');
  });

  it('keeps the house number exact', async () => {
    expect(await ids('101 Sumer St')).not.toContain(SUMMER);
  });

  it('still ranks what was typed exactly first', async () => {
    expect((await ids('100 Summer St'))[0]).toBe(SUMMER);
    expect(await ids('100 Summer St')).not.toContain('2300102');
    expect((await ids('100 Sumner St'))[0]).toBe('2300102');
    // A typo near two streets suggests both: the visitor chooses.
    expect(await ids('100 Sumer St')).toEqual(expect.arrayContaining([SUMMER, '2300102']));
  });

  it('reads the street words from the dictionary, which a rebuild refills (migration 011)', async () => {
    const db = server().ctx.db.kysely;
    await db.deleteFrom('street_word_variants').execute();
    expect(await ids('100 Summre St')).not.toContain(SUMMER);
    await rebuildStreetWords(db);
    expect(await ids('100 Summre St')).toContain(SUMMER);
  });

  it('still finds the directional left out (123 Main St for 123 N Main St)', async () => {
    expect(await ids('123 Main St Boston')).toContain('2300001');
  });
});
