import { describe, expect, it } from "vitest";
import { createSseParser, formatSseEvent, type SseEvent } from "./sse";

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const c of chunks) parser.push(c);
  parser.end();
  return events;
}

describe("createSseParser", () => {
  it("reads named events and default message events", () => {
    expect(parse(["event: piece\ndata: {\"text\":\"Hi\"}\n\ndata: plain\n\n"])).toEqual([
      { event: "piece", data: '{"text":"Hi"}' },
      { event: "message", data: "plain" },
    ]);
  });

  it("joins chunks split anywhere, including inside a CRLF", () => {
    const text = "event: piece\r\ndata: one\r\n\r\nevent: end\r\ndata: [DONE]\r\n\r\n";
    const whole = parse([text]);
    for (let i = 1; i < text.length; i++) expect(parse([text.slice(0, i), text.slice(i)])).toEqual(whole);
    expect(whole).toEqual([{ event: "piece", data: "one" }, { event: "end", data: "[DONE]" }]);
  });

  it("joins data lines, ignores comments and unknown fields, keeps the last id", () => {
    expect(parse([": keep-alive\n", "id: 7\nretry: 10\ndata: a\ndata:b\ndata\n\n"])).toEqual([{ event: "message", data: "a\nb\n", id: "7" }]);
  });

  it("drops an event the stream cut off", () => {
    expect(parse(["data: whole\n\ndata: cut"])).toEqual([{ event: "message", data: "whole" }]);
  });

  it("formats what it parses", () => {
    expect(parse([formatSseEvent("piece", "two\nlines")])).toEqual([{ event: "piece", data: "two\nlines" }]);
  });
});
