import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { freshDatabase } from "@/tests/support/test-db";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";
import { createTeam } from "@/lib/server/teams/create-team";
import { createSseParser, type SseEvent } from "@/lib/domain/chat/sse";
import { streamChatAnswer } from "@/lib/server/chat/stream-chat-answer";
import { openAiChatModel } from "@/lib/server/chat/openai-chat-model";
import * as analyzeQuery from "@/app/api/external/analyze-query/route";
import * as chat from "@/app/api/external/analyze-chat-query/route";

let ann: Caller & { userId: string };
let bob: Caller & { userId: string };
let id: string;

function headersOf(who: Caller, json = false) {
  const h: Record<string, string> = { cookie: [...who.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "), "x-forwarded-for": who.ip };
  if (who.cookies.has("murmur-csrf")) h["x-csrftoken"] = who.cookies.get("murmur-csrf")!;
  if (json) h["content-type"] = "application/json";
  return h;
}

/** Reads an event stream chunk by chunk, as a browser would. */
async function events(res: Response) {
  const out: SseEvent[] = [];
  const parser = createSseParser((e) => out.push(e));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks++;
    parser.push(value);
  }
  return { events: out, chunks, text: out.filter((e) => e.event === "piece").map((e) => JSON.parse(e.data).text).join("") };
}

const post = (who: Caller, body: unknown) =>
  chat.POST(new NextRequest("http://localhost/api/external/analyze-chat-query/", { method: "POST", headers: headersOf(who, true), body: JSON.stringify(body) }), { params: Promise.resolve({}) });
const get = (who: Caller, query: Record<string, string>) =>
  chat.GET(new NextRequest(`http://localhost/api/external/analyze-chat-query/?${new URLSearchParams(query)}`, { headers: headersOf(who) }), { params: Promise.resolve({}) });

beforeAll(async () => {
  const handle = await freshDatabase();
  ann = await signedInCaller("ann@example.com");
  bob = await signedInCaller("bob@example.com");
  await seedAnalysisCorpus(handle.db);
  const res = await ann.call(analyzeQuery.POST, "POST", "/", { body: { query_type: "handle", query: "brand" } });
  id = res.data.audience_creator_query_id;
});

describe("analyze-chat-query with the local analyst", () => {
  it("streams the answer in pieces, with the analysis's numbers, then the end marker", async () => {
    const res = await post(ann, { audience_creator_query_id: id, question: "Which countries is this audience in?", context: "Handle analysis of @brand" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const read = await events(res);
    const pieces = read.events.filter((e) => e.event === "piece");
    expect(pieces.length).toBeGreaterThan(5);
    expect(read.chunks).toBeGreaterThan(5);
    expect(read.events.at(-1)).toEqual({ event: "end", data: "[DONE]" });
    expect(read.text).toBe("The top countries: United States (66.7%, 2 accounts); Japan (33.3%, 1 account). Base: 3 of 4 analysed accounts (75.0% coverage).");
  });

  it("answers GET with a saved analysis too, and inline queries on POST", async () => {
    const viaGet = await events(await get(ann, { audience_creator_query_id: id, question: "Who do they follow?" }));
    expect(viaGet.text).toContain("@rival (75.0%, 3 followers, affinity 1.69×)");
    const inline = await events(await post(ann, { query_type: "handle", query: "brand", question: "What should I target?" }));
    expect(inline.text).toContain("- Locations: United States (66.7%, 2 accounts), Japan (33.3%, 1 account).");
    expect(inline.text).toContain("This handle analysis for @brand covers 4 accounts.");
  });

  it("answers in Japanese when asked to, or when the screen's language cookie is Japanese, with the same figures", async () => {
    const asked = await events(await post(ann, { audience_creator_query_id: id, question: "上位の国は？", language: "ja" }));
    expect(asked.text).toBe("国の上位: United States（66.7%、2 アカウント）、Japan（33.3%、1 アカウント）。母数は分析した 4 アカウントのうち 3（カバー率 75.0%）です。");
    expect(asked.events.filter((e) => e.event === "piece").length).toBeGreaterThan(3);
    ann.cookies.set("murmur-locale", "ja");
    try {
      const byCookie = await events(await get(ann, { audience_creator_query_id: id, question: "Who do they follow?" }));
      expect(byCookie.text).toContain("このオーディエンスがよくフォローしているアカウントの上位: @rival（75.0%、フォロワー 3 人、親和性 1.69 倍）");
      const english = await events(await get(ann, { audience_creator_query_id: id, question: "Who do they follow?", language: "en" }));
      expect(english.text).toContain("@rival (75.0%, 3 followers, affinity 1.69×)");
    } finally {
      ann.cookies.delete("murmur-locale");
    }
    const wrong = await post(ann, { audience_creator_query_id: id, question: "x", language: "fr" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ language: ["language must be one of en, ja."], request_id: expect.any(String) });
  });

  it("refuses before streaming: anonymous, no question, another user's analysis, a team the caller is not in", async () => {
    expect((await post(new Caller(), { audience_creator_query_id: id, question: "x" })).status).toBe(401);
    const empty = await post(ann, { audience_creator_query_id: id, question: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ question: ["Ask a question."], request_id: expect.any(String) });
    const foreign = await post(bob, { audience_creator_query_id: id, question: "Which countries?" });
    expect(foreign.status).toBe(404);
    const team = await createTeam(ann.userId, { name: "Chat Team" });
    expect((await post(bob, { query_type: "handle", query: "brand", team: team.slug, question: "Which countries?" })).status).toBe(404);
    expect((await get(ann, { question: "x" })).status).toBe(400);
  });
});

describe("analyze-chat-query with an OpenAI-compatible model (local stub server)", () => {
  let server: http.Server;
  let base: string;
  const requests: { auth: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];
  let mode: "ok" | "fail" | "cut" = "ok";

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      let raw = "";
      for await (const c of req) raw += c;
      requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (req.url !== "/v1/chat/completions") return void res.writeHead(404).end();
      if (mode === "fail") {
        res.writeHead(401, { "content-type": "application/json" });
        return void res.end(JSON.stringify({ error: { message: "Incorrect API key provided." } }));
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = (content: string) => `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`;
      res.write(`data: ${JSON.stringify({ id: "c1", choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
      for (const piece of ["United States ", "leads with ", "66.7%."]) {
        res.write(chunk(piece));
        await new Promise((r) => setTimeout(r, 5));
      }
      if (mode === "cut") return void res.end();
      res.write(": keep-alive\n\n");
      res.end("data: [DONE]\n\n");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const scope = () => ({ userId: ann.userId, email: "ann@example.com", teamId: null });
  const model = () => openAiChatModel({ url: base, apiKey: "sk-test", model: "stub-model", timeoutMs: 5000 });

  it("streams the model's pieces and sends it the analysis figures, history and question", async () => {
    mode = "ok";
    const stream = await streamChatAnswer(scope(), { analysis: { audience_creator_query_id: id }, question: "Which country leads?", context: "Countries card", references: [{ type: "question", text: "Hi" }, { type: "response", text: "Hello" }], language: "en" }, model());
    const read = await events(new Response(stream));
    expect(read.events.filter((e) => e.event === "piece").map((e) => JSON.parse(e.data).text)).toEqual(["United States ", "leads with ", "66.7%."]);
    expect(read.events.at(-1)).toEqual({ event: "end", data: "[DONE]" });
    const sent = requests.at(-1)!;
    expect(sent.auth).toBe("Bearer sk-test");
    expect(sent.body).toMatchObject({ model: "stub-model", stream: true });
    expect(sent.body.messages[0].content).toContain("countries: United States (66.7%, 2 accounts); Japan (33.3%, 1 account).");
    expect(sent.body.messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "system", "user"]);
    expect(sent.body.messages.at(-1)).toEqual({ role: "user", content: "Which country leads?" });
    expect(sent.body.messages[0].content).toContain("Write the answer in English;");
  });

  it("tells the model to answer in Japanese for a Japanese screen", async () => {
    mode = "ok";
    await events(new Response(await streamChatAnswer(scope(), { analysis: { audience_creator_query_id: id }, question: "上位の国は？", context: "", references: [], language: "ja" }, model())));
    const system = requests.at(-1)!.body.messages[0].content;
    expect(system).toContain("Write the answer in Japanese; keep account handles, hashtags and figures exactly as written.");
    expect(system).not.toContain("Write the answer in English");
  });

  it("ends with an error event when the model refuses or stops early", async () => {
    mode = "fail";
    const failed = await events(new Response(await streamChatAnswer(scope(), { analysis: { audience_creator_query_id: id }, question: "x", context: "", references: [], language: "en" }, model())));
    expect(failed.events).toEqual([{ event: "error", data: JSON.stringify({ detail: "The chat model answered 401: Incorrect API key provided." }) }]);
    mode = "cut";
    const cut = await events(new Response(await streamChatAnswer(scope(), { analysis: { audience_creator_query_id: id }, question: "x", context: "", references: [], language: "en" }, model())));
    expect(cut.events.at(-1)).toEqual({ event: "error", data: JSON.stringify({ detail: "The chat model's answer ended early." }) });
    expect(cut.text).toBe("United States leads with 66.7%.");
  });

  it("says so when the model cannot be reached", async () => {
    const unreachable = openAiChatModel({ url: "http://127.0.0.1:1", apiKey: "", model: "m", timeoutMs: 2000 });
    const read = await events(new Response(await streamChatAnswer(scope(), { analysis: { audience_creator_query_id: id }, question: "x", context: "", references: [], language: "en" }, unreachable)));
    expect(read.events).toEqual([{ event: "error", data: JSON.stringify({ detail: "The chat model could not be reached." }) }]);
  });
});
