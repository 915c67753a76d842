import { z } from 'zod';

/**
 * An object a public API request carries: a field it does not name is refused, never dropped.
 * Dropped, a misspelt `"verison"` turned a filter on one version into one on every version, and
 * the caller was charged for the wrong list without a word. The contract test of request schemas
 * holds every object of a public API body to it; the server answers 400 naming the field.
 */
export const closed = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
