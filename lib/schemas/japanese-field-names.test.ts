import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { displayName } from "@/lib/domain/field-messages";
import ja from "@/messages/ja.json";

/** The display names of every field of every schema a module exports (nested objects, unions, pipes, wrappers included). */
function fieldNames(schema: unknown, into: Set<string>, depth = 0): Set<string> {
  if (!(schema instanceof z.ZodType) || depth > 8) return into;
  const def = schema.def as unknown as Record<string, unknown>;
  if (def.type === "object") {
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(displayName(key));
      fieldNames(field, into, depth + 1);
    }
  }
  for (const key of ["innerType", "in", "out", "element", "left", "right"]) fieldNames(def[key], into, depth + 1);
  for (const option of (def.options as unknown[] | undefined) ?? []) fieldNames(option, into, depth + 1);
  return into;
}

describe("§5 messages in Japanese", () => {
  it("name every field of every lib/schemas schema in Japanese, so no generic message shows an English field name", async () => {
    const dir = path.resolve(__dirname);
    const names = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      for (const exported of Object.values(await import(path.join(dir, file)))) fieldNames(exported, names);
    }
    expect(names.size).toBeGreaterThan(100);
    const missing = [...names].filter((name) => !(name in ja.form.names)).sort();
    expect(missing, "add these to form.names in messages/ja.json").toEqual([]);
  });
});
