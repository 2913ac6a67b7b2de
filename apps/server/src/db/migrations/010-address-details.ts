/**
 * Issue 10 §6: what tells buildings at the same address apart in the multiple-address chooser.
 * Optional footprint columns: the building's name ('North Tower') and the ZIP+4 add-on ('3801').
 */
import * as h from './helpers';

const detailColumns = h.nullableTextColumns('footprint_addresses', ['building_name', 'zip4']);

export const up010AddressDetails = detailColumns.up;
export const down010AddressDetails = detailColumns.down;
