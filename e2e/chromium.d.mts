/** Types of chromium.mjs (plain JavaScript, so that scripts/screens.mjs can import it). */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
