import { createReadStream, readFileSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "./lib/server/db/schema";
import { importStream } from "./lib/server/corpus/import-file";
const o = JSON.parse(readFileSync("../shared/data/x-api-v2/samples/brexit.jsonl","utf8"));
const users = new Map(o.includes.users.map((u: any) => [u.id, u]));
const lines: string[] = [];
for (let i = 0; i < 20000; i++) { const p = o.data[i % 100]; lines.push(JSON.stringify({ data: [{ ...p, id: String(BigInt(p.id) + BigInt(i)) }], includes: { users: [users.get(p.author_id)] } })); }
writeFileSync("/tmp/prof.jsonl", lines.join("\n"));
const c = new PGlite("memory://"); const db = drizzle(c, { schema }); await migrate(db, { migrationsFolder: "drizzle" });
const orig = c.query.bind(c);
const times: Record<string, number> = {};
(c as any).query = async (q: string, p: any, opt: any) => { const t = performance.now(); try { return await orig(q, p, opt); } finally { const k = q.slice(0, 40); times[k] = (times[k] ?? 0) + performance.now() - t; } };
const t = performance.now();
const s = await importStream(db as any, createReadStream("/tmp/prof.jsonl"), "p.jsonl", "x-json", { batchSize: 2000 });
console.log("total", ((performance.now() - t)/1000).toFixed(2), "s", s.byKind.post.inserted);
console.log(Object.entries(times).sort((a,b)=>b[1]-a[1]).slice(0,10).map(([k,v])=>`${v.toFixed(0)}ms ${k}`).join("\n"));
