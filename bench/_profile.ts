import { openDatabase } from "@/lib/server/db/client";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { accountIndex } from "@/lib/server/analysis/account-index/load-account-index";
import { pickShapes } from "./analysis-shapes";
import { timeSections } from "./analysis-sections";
const url = process.argv[2];
const only = process.argv[3] ?? "";
const h = url.startsWith("postgres") ? openDatabase({ url }) : openDatabase({ dataDir: url });
await accountIndex(h.db);
const shapes = (await pickShapes(h.db, 10000)).filter((s) => s.name.startsWith(only));
for (const s of shapes) {
  await timeSections(h.db, new LocalDataSource(h.db), s.q);
  const t = await timeSections(h.db, new LocalDataSource(h.db), s.q);
  console.log(s.name, JSON.stringify(s.q).slice(0, 80), s.matched);
  console.log("  " + Object.entries(t).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(" "));
}
await h.close();
