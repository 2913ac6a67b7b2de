/**
 * How the journeys (playwright.config.ts) and the screen captures (scripts/screens.mjs) start the
 * real server and make a staff account, in one place: the server's environment on a loopback
 * port over a throw-away SQLite file, and the arguments of the real `staff:create` CLI (the
 * password goes in the environment as STAFF_PASSWORD, never as an argument).
 */

/** The server's environment for a test run on `port` over the SQLite file `dbFile`. */
export function testServerEnv(port, dbFile) {
  const origin = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${dbFile}`,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: origin,
    // Forms are submitted far faster than a person would; the captcha stays real but cheap.
    FORM_RATE_LIMIT_PER_MINUTE: '1000',
    SESSION_RATE_LIMIT_PER_MINUTE: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    EVENT_LOG_RATE_LIMIT_PER_MINUTE: '1000',
    CAPTCHA_MAX_NUMBER: '5000',
    // The webhook journeys run their receivers on loopback, which outbound calls refuse otherwise.
    OUTBOUND_ALLOW: '127.0.0.1',
  };
}

/** The `npm` arguments that run the staff:create CLI for one account. */
export function staffCreateArgs({ email, first, last, role }) {
  return [
    'run',
    '--silent',
    'staff:create',
    '--',
    '--email',
    email,
    '--first',
    first,
    '--last',
    last,
    '--role',
    role,
  ];
}
