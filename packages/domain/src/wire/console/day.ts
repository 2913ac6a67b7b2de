/**
 * A calendar day of the console's filters (from/to). A real date only: 2026-13-45 or
 * 2026-02-31 match a YYYY-MM-DD pattern but are no day, and the server must refuse them (400)
 * rather than fail on them (issue 14 acceptance: `to=2026-13-45` answered 500).
 */
import { z } from 'zod';

export const consoleDay = z.iso.date({ error: 'must be a date like 2026-01-31' });
