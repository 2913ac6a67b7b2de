/** The demo brand (data/brand.json) as the server validates it, for tests. */
import brand from '../../../../data/brand.json';
import { brandSchema } from '../app-config';

export const demoBrand = brandSchema.parse(brand);
