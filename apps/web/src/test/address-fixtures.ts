import type { AddressSuggestion } from '@bizline/domain/wire/entry';

/** A street suggestion as Address/GetStreetAddresses returns it (tests only). */
export function suggestion(over: Partial<AddressSuggestion> = {}): AddressSuggestion {
  return {
    AddressId: 'A1',
    ZipCode: '02110',
    CommunityName: 'BOSTON',
    State: 'MA',
    ParsedRawString: '100 Summer St, Boston, MA 02110',
    UnitType: '',
    ElevationType: '',
    HouseNumber: '100',
    StreetName: 'SUMMER ST',
    BaseAddressId: 'B1',
    UnitCount: 0,
    ...over,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

export interface FetchCall {
  url: URL;
  init: RequestInit | undefined;
}

/**
 * A fetch stub routed by path suffix: the token call answers a token; a handler returns a JSON
 * value, a Response (as is) or throws (a network failure). Unrouted paths answer SUCCESS.
 */
export function routedFetch(routes: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    if (url.pathname.endsWith('/MicroBiz/GetApigeeToken')) {
      return Promise.resolve(
        Response.json({ access_token: 'tok', token_type: 'Bearer', expires_in: 3600 }),
      );
    }
    const key = Object.keys(routes).find((k) => url.pathname.endsWith(`/${k}`));
    if (!key) return Promise.resolve(new Response('{"Status":"SUCCESS"}'));
    try {
      const out = routes[key]?.(url, init);
      return Promise.resolve(out instanceof Response ? out : Response.json(out));
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  };
  return {
    fn,
    calls,
    called: (k: string) => calls.filter((c) => c.url.pathname.endsWith(`/${k}`)),
  };
}
