/**
 * POST ErrLogger/GetLog: every failed call reports its message and url here,
 * fire-and-forget. It goes out as a beacon, never through the retrying client, so a failing
 * error log cannot log itself.
 */
const ERROR_LOG_PATH = '/ErrLogger/GetLog';

export interface ErrorLogBody {
  message: string;
  url: string;
}

export type Beacon = (path: string, body: unknown) => void;

export function postErrorLog(beacon: Beacon, body: ErrorLogBody): void {
  beacon(ERROR_LOG_PATH, { message: body.message.slice(0, 5000), url: body.url.slice(0, 2000) });
}
