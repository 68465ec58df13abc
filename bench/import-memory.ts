// Child of `npm run bench:corpus -- --file-gb N`: imports one file into DATABASE_URL (as corpus:import
// does, without the derived-table rebuild after it) and prints, as one JSON line, the process's resident
// memory sampled every 100 ms: its peak, and its value at each tenth of the file read (flat when streaming).
import { statSync } from "node:fs";
import { openDatabase } from "@/lib/server/db/client";
import { importFile } from "@/lib/server/corpus/import-file";

async function main() {
  const [url, file, workers] = process.argv.slice(2);
  const handle = openDatabase({ url });
  const size = statSync(file).size;
  let peak = 0;
  let heapPeak = 0;
  let fraction = 0;
  const byTenth: number[] = [];
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
    while (byTenth.length < Math.floor(fraction * 10)) byTenth.push(m.rss);
  };
  const timer = setInterval(sample, 100);
  const started = performance.now();
  const s = await importFile(handle.db, file, {
    enrichWorkers: Number(workers),
    onProgress: ({ bytes }) => (fraction = bytes / size),
  });
  sample();
  clearInterval(timer);
  const mb = (b: number) => Math.round(b / 1048576);
  console.log(JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    posts: s.byKind.post.inserted,
    skipped: s.skipped,
    peakRssMb: mb(peak),
    peakHeapMb: mb(heapPeak),
    rssByTenthMb: byTenth.map(mb),
  }));
  await handle.close();
}

void main();
