import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { createTeam } from "@/lib/server/teams/create-team";
import { workUntilFinished } from "@/lib/server/jobs/work-until-finished";
import { importFileJob } from "@/lib/server/corpus/team-imports/import-file-job";
import * as importsRoute from "@/app/api/teams/[slug]/imports/route";
import { freshDatabase } from "@/tests/support/test-db";
import { signedInCaller } from "@/tests/support/auth";
import { addMember } from "@/tests/support/team-members";
import { pauseAppJobWorker } from "@/tests/support/job-worker-paused";
import { countRows } from "@/tests/support/corpus";

// An export of no known shape with two bad rows among good ones.
const CSV = [
  "content,author,publish_date,likes",
  "Morning run along the river,riverrunner,2024-03-01 07:15:00,5",
  "Rest day,riverrunner,not a date,1",
  "Tempo run done,riverrunner,2024-03-04 06:30:00,many",
  "Intervals then stretching,riverrunner,2024-03-05 06:30:00,2",
].join("\n");

let handle: DatabaseHandle;
let resumeJobs: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedInCaller>>;
let member: Awaited<ReturnType<typeof signedInCaller>>;
let slug: string;

beforeAll(async () => {
  handle = await freshDatabase();
  resumeJobs = await pauseAppJobWorker();
  admin = await signedInCaller("admin@runs.test");
  const team = await createTeam(admin.userId, { name: "Runs" });
  slug = team.slug;
  member = await signedInCaller("member@runs.test");
  await addMember(team.id, member.userId);
});
afterAll(async () => {
  await resumeJobs();
  await handle.close();
});

const upload = (who: typeof admin, query: string, body = CSV) =>
  who.call(importsRoute.POST, "POST", `/api/teams/${slug}/imports/?${query}`, { params: { slug }, rawBody: body, headers: { "content-type": "text/csv" } });
const list = (who = admin) => who.call(importsRoute.GET, "GET", `/api/teams/${slug}/imports/`, { params: { slug } });

describe("a team's imports", () => {
  it("are for the team's admins: a member gets 403 and nothing is stored or imported", async () => {
    expect((await upload(member, "name=export.csv&map=text%3Dcontent%2Ccreated_at%3Dpublish_date")).status).toBe(403);
    expect((await list(member)).status).toBe(403);
    expect(await countRows(handle.db, "jobs")).toBe(0);
  });

  it("refuses a mapping without the fields a post needs, and a file of no known kind", async () => {
    const bad = await upload(admin, "name=export.csv&map=text%3Dcontent");
    expect(bad.status).toBe(400);
    expect(bad.data.detail).toBe("The mapping needs created_at (e.g. text=content,created_at=date).");
    expect((await upload(admin, "name=export.txt")).status).toBe(400);
    expect(await countRows(handle.db, "jobs")).toBe(0);
  });

  it("runs an upload as a job: the good rows go in, each bad one is named by line and column", async () => {
    const res = await upload(admin, "name=export.csv&map=text%3Dcontent%2Cauthor%3Dauthor%2Ccreated_at%3Dpublish_date%2Clikes%3Dlikes");
    expect(res.status).toBe(201);
    const queued = await list();
    expect(queued.data).toMatchObject([{ id: res.data.job, status: "queued", file: "export.csv" }]);
    await workUntilFinished(handle.db, res.data.job as number, [importFileJob]);
    const [done] = (await list()).data as unknown as Record<string, unknown>[];
    expect(done).toMatchObject({ status: "done", file: "export.csv", skipped: 2, error: null });
    expect(done.size).toBe(Buffer.byteLength(CSV));
    expect(done.bytes).toBe(done.size);
    expect(done.problems).toEqual([
      { line: 3, message: 'column "publish_date": "not a date" is not a date' },
      { line: 4, message: 'column "likes": "many" is not a whole number' },
    ]);
    expect(await countRows(handle.db, "corpus_posts")).toBe(2);
    // The derived tables' refresh follows the import.
    expect(await countRows(handle.db, "jobs")).toBe(2);
  }, 120_000);
});
