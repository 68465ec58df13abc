// The load bench's baseline (npm run bench:load): the least a page of this build costs. 404 unless BENCH_BARE_PAGE=1.
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { config } from "@/lib/server/config";

export default async function BenchBarePage() {
  await connection();
  if (!config().BENCH_BARE_PAGE) notFound();
  return <main>Murmur</main>;
}
