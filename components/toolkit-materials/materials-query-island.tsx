"use client";
import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/client/query-client";

/**
 * The query client of the public library's islands (a signed-in agency's own materials and the
 * downloads): the page itself is rendered on the server without the app's providers, and these are
 * its only reads and writes in the browser.
 */
export function MaterialsQueryIsland({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
