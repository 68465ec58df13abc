import "server-only";
import type { Database } from "@/lib/server/db/client";
import { seedCorpus } from "./seed-corpus";
import { seedTeams } from "./seed-teams";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import { DEMO_USER_EMAIL, seedAccounts } from "./seed-accounts";
import { seedDemoCreator } from "@/lib/server/creators/seed-demo-creator";
import { seedDemoCreatorPosts } from "@/lib/server/creators/seed-demo-posts";
import { config } from "@/lib/server/config";
import { seedAudiences } from "./seed-audiences";
import { seedMaterials } from "@/lib/server/marketing-materials/seed-materials";

/** Idempotent demo seed, run at start-up so the app is usable with no setup. */
export async function seedDemo(db: Database): Promise<void> {
  await seedTeams(db);
  await seedAccounts(db);
  await seedCorpus(db);
  await seedTargetingReferenceData(db);
  await seedAudiences(db);
  if (config().CORPUS_DEMO_ACCOUNTS) {
    await seedDemoCreator(db, DEMO_USER_EMAIL);
    await seedDemoCreatorPosts(db, DEMO_USER_EMAIL);
  }
  await seedMaterials(db);
}
