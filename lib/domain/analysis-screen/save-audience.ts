import type { AnalysisSession, ScreenQueryType } from "./session";

/** The saved-audience query type of each screen query type (spec §3 saved audience). */
export const SAVED_QUERY_TYPE: Record<ScreenQueryType, "handle_analysis" | "audience_analysis" | "conversation_analysis" | "post_analysis"> = {
  handle: "handle_analysis",
  keyword: "audience_analysis",
  conversation: "conversation_analysis",
  post: "post_analysis",
};

export type SaveAudienceBody = {
  email: string;
  audience_creator_query_id: string;
  query_type: (typeof SAVED_QUERY_TYPE)[ScreenQueryType];
  name: string;
  team?: string;
};

export type SaveAudiencePlan = { ok: true; body: SaveAudienceBody } | { ok: false; reason: "signedOut" | "notReady" };

/** Whether the analysis on screen can be saved as an audience (spec §5): a signed-in identity, then a finished query. */
export function planSaveAudience(session: AnalysisSession, email: string | null | undefined, team?: string): SaveAudiencePlan {
  if (!email) return { ok: false, reason: "signedOut" };
  const loading = Object.values(session.requests).some((f) => f?.loading);
  if (!session.audienceCreatorQueryId || !session.submittedQueryType || loading) return { ok: false, reason: "notReady" };
  return {
    ok: true,
    body: {
      email,
      audience_creator_query_id: session.audienceCreatorQueryId,
      query_type: SAVED_QUERY_TYPE[session.submittedQueryType],
      name: session.submittedHandle.slice(0, 200),
      ...(team ? { team } : {}),
    },
  };
}
