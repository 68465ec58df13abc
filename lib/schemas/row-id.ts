import { z } from "zod";

/** The largest serial primary key PostgreSQL's integer holds. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The id of a stored row sent in a body or query: a positive whole number no larger than the
 * database's integer, so a larger one is refused with a 400 instead of failing the query.
 */
export const rowId = (params?: Parameters<typeof z.coerce.number>[0]) => z.coerce.number(params).int().positive().max(MAX_ROW_ID);
