import "server-only";

/** A column fed through unnest(): its SQL type; arrays travel as array literals, json as text. */
export interface BulkColumn {
  name: string;
  type: "text" | "int" | "real" | "bool" | "timestamptz" | "date" | "text[]" | "jsonb" | "smallint";
}

const ARRAY_SPECIAL = /[\\"]/;
const ARRAY_SPECIAL_ALL = /[\\"]/g;

/** Postgres array literal for a text[] value. */
export function arrayLiteral(values: readonly string[]): string {
  let out = "{";
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out += (i ? ',"' : '"') + (ARRAY_SPECIAL.test(v) ? v.replace(ARRAY_SPECIAL_ALL, "\\$&") : v) + '"';
  }
  return out + "}";
}


export interface UpsertOptions {
  table: string;
  columns: BulkColumn[];
  rows: readonly (readonly unknown[])[];
  conflict: string;
  /** SET clause for ON CONFLICT DO UPDATE; omitted means DO NOTHING. */
  update?: string;
  /** Column returned to tell rows apart, e.g. "id". */
  key?: string;
  /** Every row should be new (e.g. entities of posts whose old entities were just deleted). */
  fresh?: boolean;
}

