/**
 * GET MicroBiz/GetApigeeToken: a short-lived access token sent as Bearer on
 * address calls. The server also sets the HttpOnly session cookie on this call.
 */
const APIGEE_TOKEN_PATH = '/MicroBiz/GetApigeeToken';

export interface ApigeeTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  /** Lifetime in seconds. */
  expires_in: number;
}

export type UnauthenticatedGet = <T>(path: string) => Promise<T>;

export async function getApigeeToken(get: UnauthenticatedGet): Promise<ApigeeTokenResponse> {
  const data = await get<ApigeeTokenResponse>(APIGEE_TOKEN_PATH);
  if (!data || typeof data.access_token !== 'string' || !data.access_token) {
    throw new Error('GetApigeeToken answered without an access_token');
  }
  return data;
}
