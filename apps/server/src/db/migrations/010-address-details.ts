/**
 * Issue 10 §6: what tells buildings at the same address apart in the multiple-address chooser.
 * Optional footprint columns: the building's name ('North Tower') and the ZIP+4 add-on ('3801').
 */
import type { Kysely } from 'kysely';

export function up010AddressDetails() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('footprint_addresses').addColumn('building_name', 'text').execute();
    await db.schema.alterTable('footprint_addresses').addColumn('zip4', 'text').execute();
  };
}

export function down010AddressDetails() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('footprint_addresses').dropColumn('zip4').execute();
    await db.schema.alterTable('footprint_addresses').dropColumn('building_name').execute();
  };
}
