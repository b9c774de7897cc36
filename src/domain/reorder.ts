/**
 * Reorder Now (ship-now, legacy ship-today; spec 001 §2 'Reorder Now confirm modal').
 */
import { failedTo } from '../copy/messages';

/** The confirm modal's note on when a reorder ships. */
export const REORDER_SHIPPING_NOTE = 'Reorders placed before 2pm on weekdays ship the same day; otherwise they ship the next business day.';

/** The action word of the ship-now failure toast ('Failed to {action}', 001 §8). */
export const SHIP_NOW_FAILED = failedTo('ship now');
/** The action word of the change-date failure toast. */
export const CHANGE_DATE_FAILED = failedTo('change date');
