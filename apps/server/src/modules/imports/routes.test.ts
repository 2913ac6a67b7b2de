import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import type { ImportRun, ImportsAnswer } from '@bizline/domain/wire/console/imports';
import { Visitor, describeEachDialect } from '../../../test/support';
import { addStaff, auditRows, signedInStaff as signedIn } from '../../../test/console-fixtures';
import { fromRepoRoot } from '../../paths';
const DEMO_CATALOGUE = fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8');
const HEADER =
  'address_id,base_address_id,house_number,street_name,unit,city,state,zip,latitude,longitude,fiber,hsi,phone,bdv,tv';
const row = (id: number, zip = '19901') =>
  `${id},,${id % 1000},Import Way,,Dover,DE,${zip},39.1582,-75.5244,Y,N,Y,Y,N`;

function upload(v: Visitor, query: string, body: string) {
  return v.fetch(v.server.api(`/Console/Imports/Upload?${query}`), {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });
}

/** Poll the run until it is no longer running. */
async function finished(v: Visitor, id: number): Promise<ImportRun> {
  for (let i = 0; i < 200; i++) {
    const res = await v.json('GET', `/Console/Imports/Run?id=${id}`);
    expect(res.status).toBe(200);
    const run = (res.body as { run: ImportRun }).run;
    if (run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} still running`);
}

async function started(res: Response): Promise<ImportRun> {
  expect(res.status).toBe(202);
  return ((await res.json()) as { run: ImportRun }).run;
}

const lineOf = (text: string, needle: string) =>
  text.slice(0, text.indexOf(needle)).split('\n').length;

describeEachDialect('console imports', (server) => {
  let admin: Visitor;

  beforeAll(async () => {
    await addStaff(server(), [
      ['admin@example.com', 'admin', 'Test', 'User'],
      ['agent@example.com', 'agent', 'Test', 'User'],
    ]);
    admin = await signedIn(server(), 'admin@example.com');
  });

  const list = async () => (await admin.json('GET', '/Console/Imports')).body as ImportsAnswer;

  it('is for admins: 401 signed out, 403 for an agent', async () => {
    expect((await new Visitor(server()).json('GET', '/Console/Imports')).status).toBe(401);
    const agent = await signedIn(server(), 'agent@example.com');
    expect((await agent.json('GET', '/Console/Imports')).status).toBe(403);
    expect((await upload(agent, 'kind=catalogue&fileName=c.json', DEMO_CATALOGUE)).status).toBe(
      403,
    );
  });

  it('takes the file as the body alone (415 for JSON)', async () => {
    const res = await admin.json('POST', '/Console/Imports/Upload?kind=catalogue&fileName=c.json', {
      version: 'x',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(
      'The file goes as the body, with Content-Type application/octet-stream.',
    );
  });

  it('refuses a catalogue with an error, naming its line, and changes nothing', async () => {
    const before = (await list()).active.catalogue;
    // The first plan's name is a number: a schema error on that line.
    const name = '"name": "Business Fiber 300 Mbps"';
    const bad = DEMO_CATALOGUE.replace(name, '"name": 300');
    const run = await started(await upload(admin, 'kind=catalogue&fileName=bad.json', bad));
    expect(run).toMatchObject({ kind: 'catalogue', fileName: 'bad.json' });
    const done = await finished(admin, run.id);
    expect(done).toMatchObject({ status: 'refused', problemCount: 1 });
    expect(done.problems).toEqual([
      `line ${lineOf(DEMO_CATALOGUE, name)}: internet.plans[0].name: must be text`,
    ]);
    const broken = DEMO_CATALOGUE.replace(/"version": "[^"]*"/, '"version": 7');
    const second = await finished(
      admin,
      (await started(await upload(admin, 'kind=catalogue&fileName=v.json', broken))).id,
    );
    expect(second.problems[0]).toBe(
      `line ${lineOf(DEMO_CATALOGUE, '"version"')}: version: Invalid input: expected string, received number`,
    );
    const after = await list();
    expect(after.active.catalogue).toEqual(before);
    expect(after.history.slice(0, 2).map((h) => [h.fileName, h.status])).toEqual([
      ['v.json', 'refused'],
      ['bad.json', 'refused'],
    ]);
  });

  it('activates a good catalogue, with its history row and audit row', async () => {
    const good = DEMO_CATALOGUE.replace(/"version": "[^"]*"/, '"version": "v-console"');
    const run = await finished(
      admin,
      (await started(await upload(admin, 'kind=catalogue&fileName=good.json', good))).id,
    );
    expect(run).toMatchObject({ status: 'succeeded', staffEmail: 'admin@example.com' });
    expect(run.summary).toContain('"v-console" is now active');
    expect((await list()).active.catalogue?.version).toBe('v-console');
    const audit = await auditRows(server(), { action: 'import.catalogue' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_email: 'admin@example.com',
      subject_id: String(run.id),
    });
  });

  it('refuses a footprint with a bad row by its line, then imports a good one with progress', async () => {
    const rowsBefore = (await list()).active.footprint.rows;
    const bad = [HEADER, row(2398001), row(2398002, '1990'), row(2398003)].join('\n');
    const refused = await finished(
      admin,
      (await started(await upload(admin, 'kind=footprint&fileName=fp.csv', bad))).id,
    );
    expect(refused.status).toBe('refused');
    expect(refused.problems).toEqual([expect.stringMatching(/^line 3: zip: /)]);
    expect((await list()).active.footprint.rows).toBe(rowsBefore);

    const good = [HEADER, row(2398001), row(2398002), row(2398003)].join('\n');
    const run = await started(await upload(admin, 'kind=footprint&fileName=fp.csv', good));
    expect(run.totalBytes).toBe(Buffer.byteLength(good));
    const done = await finished(admin, run.id);
    expect(done).toMatchObject({ status: 'succeeded', rows: 3, bytesDone: run.totalBytes });
    expect(done.summary).toContain('inserted 3');
    expect((await list()).active.footprint.rows).toBe(rowsBefore + 3);
  });

  it('imports telephone numbers, refusing a file with a bad line first', async () => {
    const refused = await finished(
      admin,
      (
        await started(
          await upload(admin, 'kind=numbers&fileName=tn.csv', 'tn,area\n3025550100,199\n555,199\n'),
        )
      ).id,
    );
    expect(refused.problems).toEqual(['line 3: tn: "555" is not a 10-digit phone number']);
    const before = (await list()).active.numbers.total;
    const run = await finished(
      admin,
      (
        await started(
          await upload(
            admin,
            'kind=numbers&fileName=tn.csv',
            'tn,area\n3025550100,199\n3025550101,199\n',
          ),
        )
      ).id,
    );
    expect(run).toMatchObject({ status: 'succeeded', rows: 2 });
    expect((await list()).active.numbers.total).toBe(before + 2);
  });

  it('writes install slots from the CLI options, refusing a bad area', async () => {
    const bad = await admin.json('POST', '/Console/Imports/Slots', { areas: ['21'] });
    expect(bad.status).toBe(202);
    const refused = await finished(admin, (bad.body as { run: ImportRun }).run.id);
    expect(refused.problems).toEqual(['area must be a ZIP3 like 021, got "21"']);
    const before = (await list()).active.slots;
    const res = await admin.json('POST', '/Console/Imports/Slots', {
      areas: ['199'],
      days: '5',
      capacity: '2',
    });
    const run = await finished(admin, (res.body as { run: ImportRun }).run.id);
    expect(run.status).toBe('succeeded');
    const after = (await list()).active.slots;
    expect(after.count).toBeGreaterThan(before.count);
    expect(run.rows).toBe(after.count - before.count);
  });
});
