"use client";
import { useEffect } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { decideScroll } from "@/lib/domain/scroll";

const POSITIONS_KEY = "murmur-scroll-positions";

function readPositions(): Record<string, { x: number; y: number }> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? "{}");
  } catch {
    return {};
  }
}

function currentKey() {
  return window.location.pathname + window.location.search;
}

let restoring = false;

/** Hash links scroll smoothly after 200 ms; back/forward restore the saved position; else the top. */
export function ScrollManager() {
  const pathname = usePathname();
  const search = useSearchParams();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => {
      const positions = readPositions();
      positions[currentKey()] = { x: window.scrollX, y: window.scrollY };
      sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(save);
    };
    const onPop = () => {
      restoring = true;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("popstate", onPop);
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("popstate", onPop);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useEffect(() => {
    const apply = () => {
      const saved = restoring ? readPositions()[currentKey()] ?? null : null;
      restoring = false;
      const decision = decideScroll(window.location.hash, saved);
      if (decision.kind === "hash") {
        const timer = setTimeout(() => {
          document.getElementById(decision.id)?.scrollIntoView({ behavior: decision.behavior });
        }, decision.delayMs);
        return () => clearTimeout(timer);
      }
      if (decision.kind === "restore") window.scrollTo(decision.x, decision.y);
      else window.scrollTo(0, 0);
    };
    const cleanup = apply();
    const onHash = () => apply();
    window.addEventListener("hashchange", onHash);
    return () => {
      cleanup?.();
      window.removeEventListener("hashchange", onHash);
    };
  }, [pathname, search]);

  return null;
}
