// Entry of an enrichment worker thread (enrich-pool.ts): loads the TypeScript worker through tsx.
import { tsImport } from "tsx/esm/api";

await tsImport("./enrich-worker.ts", import.meta.url);
