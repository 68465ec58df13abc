// npm run corpus:generate -- --accounts N --posts M --seed S [--follows F] [--days D] [--end 2026-01-01] [--workers W]
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { defaultEnrichWorkers, openCliDatabase, progressLine, rebuildDerivedOnQueue } from "./corpus-cli-db";

function option(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

function int(name: string, fallback: number): number {
  const v = Number(option(name, String(fallback)));
  if (!Number.isInteger(v) || v < 0) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
  return v;
}

async function main() {
  const accounts = int("accounts", 5000);
  const posts = int("posts", 30000);
  const seed = int("seed", 1);
  const follows = int("follows", accounts * 25);
  const days = int("days", 60);
  const workers = int("workers", defaultEnrichWorkers());
  const endText = option("end");
  const end = endText ? new Date(endText) : undefined;
  if (end && Number.isNaN(end.getTime())) {
    console.error("--end must be a date, e.g. 2026-01-01");
    process.exit(2);
  }
  const handle = await openCliDatabase();
  try {
    const r = await generateCorpus(handle.db, { accounts, posts, seed, follows, days, end, enrichWorkers: workers, onProgress: (phase, done, total) => progressLine(phase, total ? done / total : 0, `${done}/${total}`) });
    process.stderr.write("\n");
    console.log(`generated ${r.accounts} accounts, ${r.posts} posts, ${r.follows} follows, ${r.engagements} engagements, ${r.snapshots} snapshots in ${r.seconds.toFixed(1)} s`);
    if (!(await rebuildDerivedOnQueue(handle.db))) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

void main();
