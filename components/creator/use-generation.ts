"use client";
import { useCallback, useState } from "react";
import { HttpError } from "@/lib/domain/http-errors";
import { campaignGenerationMessage } from "@/lib/domain/targeting/rules";
import { generationFinished, useGenerationQuery, useStartGenerationMutation } from "@/lib/client/queries/generation";
import type { GeneratedRecord } from "@/lib/client/targeting/generated-record";

const messageOf = (e: unknown) => campaignGenerationMessage(e instanceof HttpError ? e.message : null);

/**
 * Targeting generation (spec §4) on the query client: start, then poll the insights record every
 * 3 s until its package has hashtags or keywords (or it failed). The user's edits of the package
 * are a draft over the record. A refused start comes back from start() for the form to show.
 */
export function useGeneration() {
  const [id, setId] = useState<number | null>(null);
  const [draft, setDraft] = useState<GeneratedRecord | null>(null);
  const begin = useStartGenerationMutation();
  const insight = useGenerationQuery(id);
  const data = insight.data;
  const finished = Boolean(data && generationFinished(data));
  const failed = Boolean(data && finished && data.detail && !data.processing);
  const polling = id !== null && !finished && !insight.error;

  const start = useCallback(
    async (path: string, body: Record<string, unknown>): Promise<unknown> => {
      setId(null);
      setDraft(null);
      try {
        setId((await begin.mutateAsync({ path, body })).id);
        return null;
      } catch (e) {
        return e;
      }
    },
    [begin],
  );
  const reset = useCallback(() => {
    setId(null);
    setDraft(null);
    begin.reset();
  }, [begin]);

  const startError = begin.error && !(begin.error instanceof HttpError && begin.error.status === 400 && !("detail" in ((begin.error.response as object) ?? {}))) ? messageOf(begin.error) : null;
  return {
    loading: begin.isPending || polling,
    processing: polling,
    record: draft ?? (finished && !failed ? data! : null),
    setRecord: setDraft,
    error: startError ?? (insight.error ? messageOf(insight.error) : failed ? campaignGenerationMessage(data!.detail!) : null),
    start,
    reset,
  };
}
