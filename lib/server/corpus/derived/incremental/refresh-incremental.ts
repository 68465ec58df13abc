import "server-only";
import type { Database } from "@/lib/server/db/client";
import type { StepListener } from "../refresh-derived";
import { collectTouched } from "./touched";
import { updatePostTables, updateWordAuthors } from "./post-tables";
import { updateAccountTables } from "./account-tables";
import { updateTermDays } from "./term-days";
import { updateEngaged } from "./engaged";

type Executor = Pick<Database, "execute">;

/**
 * Bring the derived tables from corpus version `from` to `to` using only what the import batches in
 * between logged (corpus_changes): every step reads the new posts, follows and profiles and the rows
 * of the accounts, words and terms they touch, so its time grows with the import, not the corpus.
 * Runs inside the refresh's transaction; `latestMoved` says the corpus's latest post moved.
 */
export async function refreshIncrementally(
  tx: Executor,
  o: { from: number; to: number; seed: number; cap: number; termMinPosts: number; latestMoved: boolean },
  onStep: StepListener,
): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ["changes", () => collectTouched(tx, o.from, o.to)],
    ["posts", () => updatePostTables(tx, o.latestMoved)],
    ["word authors", () => updateWordAuthors(tx, o.seed)],
    ["account index", () => updateAccountTables(tx, o.seed, o.cap)],
    ["term days", () => updateTermDays(tx, o.termMinPosts)],
    ["engaged posts", () => updateEngaged(tx, o.seed)],
  ];
  for (const [i, [name, step]] of steps.entries()) {
    onStep(i, steps.length, name);
    await step();
  }
  onStep(steps.length, steps.length, "done");
}
