/** Types of test-server.mjs (plain JavaScript, so that scripts/screens.mjs can import it). */
export declare function testServerEnv(port: number, dbFile: string): Record<string, string>;
export declare function staffCreateArgs(account: {
  email: string;
  first: string;
  last: string;
  role: string;
}): string[];
