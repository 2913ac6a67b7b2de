/**
 * How many API suites start: before all tests, the suite's data (the entry fixtures unless told
 * otherwise) and often one visitor with a session and its token; and the form post the
 * storefront's forms send, which several suites check beside JSON.
 */
import { beforeAll } from 'vitest';
import type { AppContext } from '../src/context';
import { loadEntryFixtures } from './entry-fixtures';
import { Visitor, type TestServer } from './support';

/** Loads the entry fixtures (test/entry-fixtures.ts) before all tests of the suite. */
export function withEntryFixtures(server: () => TestServer): void {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx);
  });
}

/**
 * Before all tests: `arrange` (the entry fixtures unless told), then one visitor signs in. The
 * visitor is read through the returned function, since it exists only once beforeAll has run.
 */
export function signedInVisitor(
  server: () => TestServer,
  arrange: (ctx: AppContext) => Promise<unknown> = loadEntryFixtures,
): () => Visitor {
  let visitor: Visitor | undefined;
  beforeAll(async () => {
    await arrange(server().ctx);
    visitor = new Visitor(server());
    await visitor.signIn();
  });
  return () => {
    if (!visitor) throw new Error('the signed-in visitor exists from beforeAll on');
    return visitor;
  };
}

/** A form-encoded POST with the visitor's token, as the storefront's HTML forms send it. */
export function postForm(
  v: Visitor,
  pathUnderApi: string,
  body: string | URLSearchParams,
): Promise<Response> {
  return v.fetch(v.server.api(pathUnderApi), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${v.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
}
