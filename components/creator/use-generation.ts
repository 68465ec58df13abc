"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/http/api";
import { HttpError } from "@/lib/domain/http-errors";
import { campaignGenerationMessage, GENERATION_POLL_MS, isGenerationReady } from "@/lib/domain/targeting/rules";
import type { GeneratedRecord } from "./generated-record";

/** Field errors of a refused start (e.g. a sensitive description), else null. */
function fieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.response as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || "detail" in body) return null;
  return body as Record<string, string[]>;
}

/**
 * Targeting generation (spec §4): start, then poll the insights record every 3 s until its
 * package has hashtags or keywords (or it failed); loading and processing flags on the way.
 */
export function useGeneration() {
  const [loading, setLoading] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [record, setRecord] = useState<GeneratedRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = useCallback((id: number) => {
    const tick = async () => {
      try {
        const next = await api().request<GeneratedRecord>("GET", "/api/audience-insight/{pk}/", { params: { pk: id } });
        if (next.detail && !next.processing) {
          setError(campaignGenerationMessage(next.detail));
        } else if (isGenerationReady(next) || !next.processing) {
          setRecord(next);
        } else {
          timer.current = setTimeout(() => void tick(), GENERATION_POLL_MS);
          return;
        }
      } catch (e) {
        setError(campaignGenerationMessage(e instanceof HttpError ? e.message : null));
      }
      setProcessing(false);
      setLoading(false);
    };
    timer.current = setTimeout(() => void tick(), GENERATION_POLL_MS);
  }, []);

  const start = useCallback(
    async (path: string, body: Record<string, unknown>) => {
      clearTimeout(timer.current);
      setRecord(null);
      setError(null);
      setFields(null);
      setLoading(true);
      try {
        const { id } = await api().request<{ id: number }>("POST", path, { body });
        setProcessing(true);
        poll(id);
      } catch (e) {
        const f = fieldErrors(e);
        if (f) setFields(f);
        else setError(campaignGenerationMessage(e instanceof HttpError ? e.message : null));
        setLoading(false);
      }
    },
    [poll],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setRecord(null);
    setError(null);
    setFields(null);
    setLoading(false);
    setProcessing(false);
  }, []);

  return { loading, processing, record, setRecord, error, fields, start, reset };
}
