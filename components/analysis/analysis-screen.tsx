"use client";
import { Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { createAnalysisController } from "@/lib/domain/analysis-screen/controller";
import { planRequests } from "@/lib/domain/analysis-screen/plan";
import { fromSearchParams, toSearchParams } from "@/lib/domain/analysis-screen/url-state";
import type { AnalysisRequest } from "@/lib/domain/analysis-screen/session";
import { analysisClient, analysisTransport } from "@/lib/client/analysis/transport";
import { activityRecorder, queryClientRunner } from "@/lib/client/queries/analysis";
import { AnalysisToolbar } from "./analysis-toolbar";
import { AnalysisSidePanel } from "./analysis-slots";
import { AnalysisNotices } from "./analysis-notices";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";
import { SectionGrid } from "./section-grid";
import { AnalysisTeamContext } from "./team-context";
import { TrendingTopics } from "./trending-topics";

// The bar (and react-hook-form with it) loads beside the page's first JS, not inside it: the page's
// first-load budget (bench:screen) holds, and the skeleton below stands in for the moment it takes.
const QueryBar = lazyWithRetry(async () => ({ default: (await import("./query-bar")).QueryBar }), 2);
const barSkeleton = <div className="h-32 rounded-xl border border-border bg-card" />;

export interface AnalysisScreenProps {
  face: "dashboard" | "toolkit";
  heading: string;
  /** The team analyses run for (dashboard). */
  team?: string;
  /** The page's path without a query name (what the URL of an analysis starts with). */
  basePath: string;
  /** The toolkit's /explore/:name: a query to prefill when the URL has none. */
  name?: string;
}

function Screen({ face, heading, team, basePath, name }: AnalysisScreenProps) {
  const t = useTranslations("analysis");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const [controller] = useState(() =>
    createAnalysisController({
      transport: analysisTransport(analysisClient(face)),
      runner: queryClientRunner(queryClient, { face, team }),
      recordActivity: activityRecorder(queryClient, analysisClient(face)),
      team,
      tooLongMs: typeof window !== "undefined" ? window.murmurAnalysisTest?.tookTooLongMs : undefined,
    }),
  );
  const session = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const [bar, setBar] = useState<{ key: number; initial: AnalysisRequest } | null>(null);
  const ran = useRef<string | null>(null);
  const qs = params.toString();

  // The URL is the analysis: opening (or going back to) a link runs what it names.
  useEffect(() => {
    if (ran.current === qs) return;
    ran.current = qs;
    const request = fromSearchParams(new URLSearchParams(qs), new Date(), name);
    setBar((b) => ({ key: (b?.key ?? 0) + 1, initial: request }));
    if (request.handle.trim()) void controller.run(request);
  }, [qs, name, controller]);
  useEffect(() => () => controller.cancel(), [controller]);

  const owner = useMemo(() => (session.lastQuery ? planRequests(session.lastQuery, team).owner : {}), [session.lastQuery, team]);

  function submit(r: AnalysisRequest) {
    const next = toSearchParams(r).toString();
    ran.current = next;
    const target = `${basePath}?${next}`;
    if (`${pathname}?${qs}` !== target) router.push(target, { scroll: false });
    void controller.run(r);
  }

  const busy = Object.values(session.requests).some((f) => f?.loading);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-5 px-4 py-8 sm:px-6" data-testid="analysis-screen" data-face={face}>
      <AnalysisToolbar heading={heading} session={session} slot={{ session, face, team, dispatch: controller.dispatch }} />
      {bar ? (
        <Suspense fallback={barSkeleton}>
          <QueryBar key={bar.key} initial={bar.initial} busy={busy} onSubmit={submit} />
        </Suspense>
      ) : (
        barSkeleton
      )}
      <AnalysisNotices session={session} />
      {!session.submittedQueryType ? <p className="text-sm text-muted-foreground">{t("intro")}</p> : null}
      <div className="flex gap-5">
        <div className="min-w-0 flex-1 space-y-5">
          <TrendingTopics session={session} />
          <AnalysisTeamContext.Provider value={team}>
            <SectionGrid session={session} owner={owner} />
          </AnalysisTeamContext.Provider>
        </div>
        <AnalysisSidePanel session={session} face={face} team={team} dispatch={controller.dispatch} />
      </div>
    </div>
  );
}

/** The analysis screen (spec §2) on either face. */
export function AnalysisScreen(props: AnalysisScreenProps) {
  return (
    <Suspense fallback={<h1 className="mx-auto max-w-7xl px-6 py-8 text-2xl font-semibold tracking-tight">{props.heading}</h1>}>
      <Screen {...props} />
    </Suspense>
  );
}
