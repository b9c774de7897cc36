import * as v from 'valibot';
import { plainText } from '../../src/domain/schemas/text';

/** A record id in a path: our ids and the shop's numeric ids alike. */
export const recordId = v.pipe(v.string(), plainText, v.regex(/^[A-Za-z0-9_-]{1,80}$/, 'Unknown id'));
export const IdParam = v.object({ id: recordId });
export const ItemParam = v.object({ id: recordId, itemId: recordId });
export const CustomerParam = v.object({ customerId: recordId });
