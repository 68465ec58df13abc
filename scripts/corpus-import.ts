// npm run corpus:import -- [--author handle] [--encoding label] [--map field=column,...] [--workers N] <file|archive folder>...
import { ColumnMapError, parseColumnMap, type ColumnMap } from "@/lib/domain/corpus/column-map";
import { importFile } from "@/lib/server/corpus/import-file";
import { ImportFileError } from "@/lib/server/corpus/read-lines";
import { defaultEnrichWorkers, openCliDatabase, progressLine, rebuildDerivedOnQueue } from "./corpus-cli-db";

async function main() {
  const args = process.argv.slice(2);
  const files: string[] = [];
  let author: string | undefined;
  let encoding: string | undefined;
  let map: ColumnMap | undefined;
  let workers = defaultEnrichWorkers();
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--author") author = args[++i];
    else if (args[i] === "--encoding") encoding = args[++i];
    else if (args[i] === "--workers") workers = Number(args[++i]);
    else if (args[i] === "--map") {
      try {
        map = parseColumnMap(args[++i] ?? "");
      } catch (e) {
        if (!(e instanceof ColumnMapError)) throw e;
        console.error(`--map: ${e.message}`);
        process.exit(2);
      }
    }
    else files.push(args[i]);
  }
  if (!files.length || !Number.isInteger(workers) || workers < 0) {
    console.error("usage: npm run corpus:import -- [--author handle] [--encoding label] [--map text=content,author=author,created_at=publish_date,...] [--workers N] <file|archive folder>...");
    process.exit(2);
  }
  const handle = await openCliDatabase();
  let failed = false;
  try {
    for (const file of files) {
      try {
        const s = await importFile(handle.db, file, {
          author,
          encoding,
          map,
          enrichWorkers: workers,
          onProgress: ({ bytes, totalBytes, summary }) =>
            progressLine(file, totalBytes ? Math.min(1, bytes / totalBytes) : null, `${summary.lines} lines, ${summary.byKind.post.read} posts, ${summary.byKind.account.read} accounts`),
        });
        process.stderr.write("\n");
        console.log(
          `${file} (${s.format}): read ${s.read}, inserted ${s.inserted}, updated ${s.updated}, skipped ${s.skipped}, deleted ${s.deleted}` +
            ` | posts +${s.byKind.post.inserted}/~${s.byKind.post.updated}, accounts +${s.byKind.account.inserted}/~${s.byKind.account.updated},` +
            ` follows +${s.byKind.follow.inserted}/~${s.byKind.follow.updated}, count buckets +${s.byKind.count.inserted}/~${s.byKind.count.updated}` +
            (s.apiErrors ? `, ${s.apiErrors} partial errors from X kept in the file` : ""),
        );
        for (const p of s.problems) console.log(`  line ${p.line}: ${p.message}`);
        if (s.problemsOmitted) console.log(`  ... and ${s.problemsOmitted} more problems`);
      } catch (e) {
        failed = true;
        process.stderr.write("\n");
        console.error(`${file}: ${e instanceof ImportFileError ? e.message : `import failed: ${(e as Error).message}`}`);
      }
    }
    if (!(await rebuildDerivedOnQueue(handle.db))) failed = true;
  } finally {
    await handle.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
