"use client";
import { useTranslations } from "next-intl";
import { CARDS } from "@/lib/domain/analysis-screen/plan";
import { sectionStats } from "@/lib/domain/analysis-screen/section-stats";
import type { AnalysisSession, RequestKey } from "@/lib/domain/analysis-screen/session";
import type { SectionName } from "@/lib/schemas/analysis";
import { SectionCard, type CardState } from "./section-card";
import { SectionBody, isEmptySection } from "./section-body";

const WIDE = new Set<SectionName>(["profile", "posts", "conversation_posts", "conversation_volume", "follower_growth"]);

function cardState(s: AnalysisSession, name: SectionName, owner: RequestKey): CardState {
  if (name in s.data) return isEmptySection(name, s.data[name]) ? { kind: "empty" } : { kind: "ready" };
  const own = s.requests[owner];
  if (own?.error) return { kind: "error", message: own.error };
  if (s.requests.general?.error) return { kind: "error", message: s.requests.general.error };
  if (own?.loading || s.requests.general?.loading || !own) return { kind: "loading" };
  return { kind: "empty" };
}

/** A card per section of the submitted query type (sections the engine says do not apply are left out). */
export function SectionGrid({ session, owner }: { session: AnalysisSession; owner: Partial<Record<SectionName, RequestKey>> }) {
  const t = useTranslations("analysis");
  if (!session.submittedQueryType) return null;
  const names = CARDS[session.submittedQueryType].filter((n) => !(n in session.notApplicable));
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="section-grid">
      {names.map((name) => {
        const state = cardState(session, name, owner[name] ?? "general");
        const stats = state.kind === "ready" && session.audience ? sectionStats(name, session.data[name], session.audience) : null;
        return (
          <SectionCard key={name} name={name} title={t(`sections.${name}`)} state={state} stats={stats} wide={WIDE.has(name)}>
            {state.kind === "ready" ? <SectionBody name={name} payload={session.data[name]} /> : null}
          </SectionCard>
        );
      })}
    </div>
  );
}
