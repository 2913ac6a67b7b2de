/**
 * Wire contract of the console's imports (issue 14, admins only): the footprint, the catalogue
 * and telephone numbers from a file, and the install calendar from the options of
 * `npm run slots:generate`, with the CLIs' own checks and line-numbered problems. An upload
 * streams to the server, which answers 202 at once and imports in the background; the page polls
 * the run for its progress (bytes and rows done). A file with any problem changes nothing. Every
 * run is kept in the history (who, what, file, rows, outcome, problems, when).
 */
export * from './imports-calls';
export * from './imports-schemas';
