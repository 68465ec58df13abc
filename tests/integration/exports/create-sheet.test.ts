import { beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { userActivityEntries } from "@/lib/server/db/schema";
import { freshDatabase } from "@/tests/support/test-db";
import { signedInCaller } from "@/tests/support/auth";
import type { Caller } from "@/tests/support/caller";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";
import { createTeam } from "@/lib/server/teams/create-team";
import * as analyzeQuery from "@/app/api/external/analyze-query/route";
import * as createSheet from "@/app/api/external/analyze-handles/create-sheet/route";

let handle: DatabaseHandle;
let ann: Caller & { userId: string };
let bob: Caller & { userId: string };
let id: string;

/** Calls the sheet endpoint and reads the binary answer (the shared helper reads text). */
async function sheet(who: Caller, body: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json", cookie: [...who.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ") };
  if (who.cookies.has("murmur-csrf")) headers["x-csrftoken"] = who.cookies.get("murmur-csrf")!;
  const res = await createSheet.POST(new NextRequest("http://localhost/api/external/analyze-handles/create-sheet/", { method: "POST", headers, body: JSON.stringify(body) }), { params: Promise.resolve({}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

async function read(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

const values = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

beforeAll(async () => {
  handle = await freshDatabase();
  ann = await signedInCaller("ann@example.com");
  bob = await signedInCaller("bob@example.com");
  await seedAnalysisCorpus(handle.db);
  const res = await ann.call(analyzeQuery.POST, "POST", "/", { body: { query_type: "handle", query: "brand" } });
  expect(res.status).toBe(201);
  id = res.data.audience_creator_query_id;
});

describe("POST /api/external/analyze-handles/create-sheet/", () => {
  it("writes one sheet per picked section, in order, with the engine's rows", async () => {
    const res = await sheet(ann, { audience_creator_query_id: id, sections: ["countries", "top_accounts", "most_interacted_keyword_combinations", "conversation_volume"], titles: { countries: "Countries", top_accounts: "Top accounts" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="murmur-handle-analysis-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = await read(res.bytes);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Countries", "Top accounts", "Most interacted keyword combina", "Conversation volume"]);
    const countries = values(book.getWorksheet("Countries")!);
    expect(countries[0]).toEqual(["Label", "Count", "Share"]);
    expect(countries.slice(1, 3)).toEqual([["United States", 2, 66.67], ["Japan", 1, 33.33]]);
    expect(countries).toContainEqual(["Base", 3]);
    expect(countries).toContainEqual(["Coverage", 0.75]);
    const top = values(book.getWorksheet("Top accounts")!);
    const handleColumn = (top[0] as string[]).indexOf("Handle");
    const affinityColumn = (top[0] as string[]).indexOf("Affinity");
    expect(top[1][handleColumn]).toBe("rival");
    expect(top[1][affinityColumn]).toBe(1.69);
    expect(values(book.getWorksheet("Conversation volume")!)).toEqual([["A time series needs a conversation window."]]);
  });

  it("logs the export as an \"Exported sheet\" activity of the caller", async () => {
    const rows = await handle.db.select().from(userActivityEntries).where(eq(userActivityEntries.userId, ann.userId));
    const logged = rows.filter((r) => r.action === "Exported sheet");
    expect(logged).toHaveLength(1);
    expect(logged[0].audienceCreatorQueryId).toBe(id);
    expect(JSON.parse(logged[0].context)).toEqual({ query_type: "handle", sections: ["countries", "top_accounts", "most_interacted_keyword_combinations", "conversation_volume"] });
  });

  it("exports an inline query too", async () => {
    const res = await sheet(ann, { query_type: "handle", query: "brand", sections: ["genders"] });
    expect(res.status).toBe(200);
    expect((await read(res.bytes)).worksheets.map((w) => w.name)).toEqual(["Genders"]);
  });

  it("refuses bad input with field errors, and another user's saved analysis with a 404", async () => {
    const none = await sheet(ann, { audience_creator_query_id: id, sections: [] });
    expect(none.status).toBe(400);
    expect(none.json()).toEqual({ sections: ["Pick at least one section."], request_id: expect.any(String) });
    const unknown = await sheet(ann, { audience_creator_query_id: id, sections: ["passwords"] });
    expect(unknown.status).toBe(400);
    expect(unknown.json()["sections.0"]).toEqual(["Pick sections from the analysis."]);
    const foreign = await sheet(bob, { audience_creator_query_id: id, sections: ["countries"] });
    expect(foreign.status).toBe(404);
    expect(foreign.json()).toEqual({ detail: "No analysis with this audience_creator_query_id.", request_id: expect.any(String) });
  });

  it("keeps team analyses to team members", async () => {
    const team = await createTeam(ann.userId, { name: "Sheet Team" });
    const saved = await ann.call(analyzeQuery.POST, "POST", "/", { body: { query_type: "handle", query: "brand", team: team.slug } });
    expect((await sheet(ann, { audience_creator_query_id: saved.data.audience_creator_query_id, team: team.slug, sections: ["countries"] })).status).toBe(200);
    expect((await sheet(bob, { audience_creator_query_id: saved.data.audience_creator_query_id, team: team.slug, sections: ["countries"] })).status).toBe(404);
  });
});
