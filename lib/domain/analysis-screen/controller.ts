import { isAbort, runChain } from "./chain";
import { planRequests, type Done, type Transport } from "./plan";
import { sessionReducer, type SessionAction } from "./reducer";
import { conversationGroups, tweetIdsOf } from "./request-body";
import { initialSession, type AnalysisRequest, type AnalysisSession, type RequestKey } from "./session";

/** The conversation endpoint's detail that is a notice, not a failure (spec §7 "Handling of answers"). */
export const TOOK_TOO_LONG_DETAIL = "The request took too long to process";

export const ACTIVITY_ACTIONS: Record<AnalysisRequest["queryType"], string> = {
  handle: "Handle Analysis",
  keyword: "Audience Analysis",
  conversation: "Conversation Analysis",
  post: "Post Analysis",
};

/** "YYYY-MM-DD HH:mm:ss" in UTC, as user-activity entries take it. */
export function actionAt(d: Date): string {
  return d.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * Runs one planned request of a submitted query and resolves with its answer; when `signal` aborts
 * (a new query) the request is cancelled. The browser runs these on its query client.
 */
export type RequestRunner = (key: RequestKey, query: AnalysisRequest, load: (signal: AbortSignal) => Promise<Done>, signal: AbortSignal) => Promise<Done>;

const runDirectly: RequestRunner = (_key, _query, load, signal) => load(signal);

export interface ControllerOptions {
  transport: Transport;
  runner?: RequestRunner;
  /** Writes the user-activity entry of an analysis (default: a POST on the transport). */
  recordActivity?: (entry: Record<string, unknown>) => Promise<unknown>;
  /** The team the analyses run for (dashboard); none on the toolkit. */
  team?: string;
  now?: () => Date;
  tooLongMs?: number;
  /** Called with every new state. */
  onChange?: (s: AnalysisSession) => void;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Runs analyses for the screen: one session state, one running query. A new query aborts the
 * previous one's requests (their answers are dropped) before starting its own chain.
 */
export function createAnalysisController(o: ControllerOptions) {
  const now = o.now ?? (() => new Date());
  const runner = o.runner ?? runDirectly;
  const recordActivity = o.recordActivity ?? ((entry) => o.transport.post("/api/external/user-activity-entry/", entry, new AbortController().signal));
  let state = initialSession(now());
  let abort: AbortController | null = null;
  let runs = 0;
  const listeners = new Set<() => void>();
  const dispatch = (a: SessionAction) => {
    const next = sessionReducer(state, a);
    if (next === state) return;
    state = next;
    o.onChange?.(state);
    for (const l of listeners) l();
  };

  async function run(request: AnalysisRequest): Promise<"done" | "stopped" | "aborted"> {
    abort?.abort();
    const controller = new AbortController();
    abort = controller;
    const runId = ++runs;
    dispatch({ type: "edit", patch: request });
    dispatch({
      type: "start",
      run: runId,
      tweetIds: request.queryType === "post" ? tweetIdsOf(request.handle) : [],
      analyzedKeywords: request.queryType === "conversation" ? conversationGroups(request.handle) : [],
    });
    const { groups } = planRequests(request, o.team);
    const steps = groups.map((g) =>
      g.map((req) => ({
        key: req.key,
        required: req.required,
        run: async (signal: AbortSignal) => {
          const done = await runner(req.key, request, (querySignal) => req.load(o.transport, querySignal), signal);
          if (signal.aborted) return;
          dispatch({ type: "requestDone", run: runId, key: req.key, ...done });
          if (req.key === "general" && done.audienceCreatorQueryId) {
            const entry = {
              action_at: actionAt(now()), action: ACTIVITY_ACTIONS[request.queryType], context: request.handle.trim().slice(0, 2000),
              audience_creator_query_id: done.audienceCreatorQueryId,
            };
            // The log is a side record: a failure to write it does not fail the analysis.
            recordActivity(entry).catch(() => undefined);
          }
        },
      })),
    );
    return runChain<RequestKey>(steps, {
      signal: controller.signal,
      tooLongMs: o.tooLongMs,
      hooks: {
        started: (key) => dispatch({ type: "requestStarted", run: runId, key }),
        tookTooLong: (key) => dispatch({ type: "tookTooLong", run: runId, key }),
        failed: (key, error) => {
          if (isAbort(error)) return;
          const message = messageOf(error);
          if (message.includes(TOOK_TOO_LONG_DETAIL)) dispatch({ type: "requestNotice", run: runId, key, message: TOOK_TOO_LONG_DETAIL });
          else dispatch({ type: "requestFailed", run: runId, key, message });
        },
      },
    });
  }

  return {
    getState: () => state,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    dispatch,
    run,
    cancel: () => abort?.abort(),
  };
}
export type AnalysisController = ReturnType<typeof createAnalysisController>;
