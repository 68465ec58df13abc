"use client";
import { useCallback, useState } from "react";
import { toast } from "@/lib/client/toasts";

/** A busy flag around one user action; a failure becomes an error toast. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run] as const;
}
