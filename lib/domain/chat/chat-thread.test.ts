import { describe, expect, it } from "vitest";
import { chatReducer, emptyThread, historyOf, type ChatAction } from "./chat-thread";

const run = (actions: ChatAction[]) => actions.reduce(chatReducer, emptyThread);

describe("chatReducer", () => {
  it("pushes context, question and an empty response, then appends pieces to the latest response", () => {
    const t = run([{ type: "ask", question: "Which countries?", context: "Handle analysis of @brand" }, { type: "piece", text: "United " }, { type: "piece", text: "States" }]);
    expect(t.references).toEqual([
      { type: "context", text: "Handle analysis of @brand" },
      { type: "question", text: "Which countries?" },
      { type: "response", text: "United States" },
    ]);
    expect(t.loading).toBe(true);
  });

  it("stops loading at the end marker or an error, and ignores late pieces", () => {
    const ended = run([{ type: "ask", question: "q", context: "" }, { type: "piece", text: "a" }, { type: "end" }, { type: "piece", text: "late" }]);
    expect(ended).toEqual({ references: [{ type: "question", text: "q" }, { type: "response", text: "a" }], loading: false, error: null });
    const failed = run([{ type: "ask", question: "q", context: "" }, { type: "error", message: "The chat model could not be reached." }]);
    expect(failed.loading).toBe(false);
    expect(failed.error).toBe("The chat model could not be reached.");
  });

  it("appends to the latest response only, and refuses a new question while answering", () => {
    const t = run([
      { type: "ask", question: "one", context: "" }, { type: "piece", text: "first" }, { type: "end" },
      { type: "ask", question: "two", context: "" }, { type: "ask", question: "three", context: "" }, { type: "piece", text: "second" },
    ]);
    expect(t.references.map((r) => r.text)).toEqual(["one", "first", "two", "second"]);
    expect(historyOf(run([{ type: "ask", question: "q", context: "" }, { type: "error", message: "x" }]))).toEqual([{ type: "question", text: "q" }]);
  });
});
