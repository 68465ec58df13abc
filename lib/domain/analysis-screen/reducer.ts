import type { SectionName } from "@/lib/schemas/analysis";
import { requestOf, type AnalysisRequest, type AnalysisSession, type AudienceSummary, type RequestKey } from "./session";

export type SessionAction =
  | { type: "edit"; patch: Partial<AnalysisRequest> }
  | { type: "start"; run: number; tweetIds: string[]; analyzedKeywords: string[] }
  | { type: "requestStarted"; run: number; key: RequestKey }
  | { type: "tookTooLong"; run: number; key: RequestKey }
  | { type: "requestFailed"; run: number; key: RequestKey; message: string }
  | { type: "requestNotice"; run: number; key: RequestKey; message: string }
  | {
      type: "requestDone";
      run: number;
      key: RequestKey;
      sections?: Partial<Record<SectionName, unknown>>;
      notApplicable?: Partial<Record<SectionName, string>>;
      audience?: AudienceSummary;
      audienceCreatorQueryId?: string;
      ageGroups?: Record<string, number>;
      trendingTopics?: AnalysisSession["trendingTopics"];
    }
  | { type: "downloadBackground"; value: AnalysisSession["downloadBackground"] };

function flags(s: AnalysisSession, key: RequestKey, patch: Partial<AnalysisSession["requests"][RequestKey] & object>): AnalysisSession {
  const before = s.requests[key] ?? { loading: false, tookTooLong: false, error: null };
  return { ...s, requests: { ...s.requests, [key]: { ...before, ...patch } } };
}

/**
 * The analysis session's transitions. Every answer carries the run it belongs to; an answer for
 * a run that is no longer the running one (a new query started) changes nothing.
 */
export function sessionReducer(s: AnalysisSession, a: SessionAction): AnalysisSession {
  if (a.type === "edit") return { ...s, ...a.patch };
  if (a.type === "downloadBackground") return { ...s, downloadBackground: a.value };
  if (a.type === "start") {
    return {
      ...s,
      runningQuery: a.run,
      submittedHandle: s.handle.trim(),
      submittedQueryType: s.queryType,
      lastQuery: requestOf(s),
      error: null,
      notice: null,
      tweetIds: a.tweetIds,
      analyzedKeywords: a.analyzedKeywords,
      audienceCreatorQueryId: null,
      audience: null,
      data: {},
      notApplicable: {},
      ageGroups: null,
      trendingTopics: null,
      requests: {},
    };
  }
  if (a.run !== s.runningQuery) return s;
  switch (a.type) {
    case "requestStarted":
      return flags(s, a.key, { loading: true, tookTooLong: false, error: null });
    case "tookTooLong":
      return s.requests[a.key]?.loading ? flags(s, a.key, { tookTooLong: true }) : s;
    case "requestFailed": {
      const next = flags(s, a.key, { loading: false, tookTooLong: false, error: a.message });
      return a.key === "general" ? { ...next, error: a.message } : next;
    }
    case "requestNotice": {
      const next = flags(s, a.key, { loading: false, tookTooLong: false });
      return { ...next, notice: a.message };
    }
    case "requestDone": {
      const next = flags(s, a.key, { loading: false, tookTooLong: false, error: null });
      return {
        ...next,
        data: a.sections ? { ...next.data, ...a.sections } : next.data,
        notApplicable: a.notApplicable ? { ...next.notApplicable, ...a.notApplicable } : next.notApplicable,
        audience: a.audience ?? next.audience,
        audienceCreatorQueryId: a.audienceCreatorQueryId ?? next.audienceCreatorQueryId,
        ageGroups: a.ageGroups ?? next.ageGroups,
        trendingTopics: a.trendingTopics ?? next.trendingTopics,
      };
    }
  }
}
