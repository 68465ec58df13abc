import Link from "next/link";
import { exploreHandle } from "@/components/toolkit-site/ranked-list";

/** A handle's analysis, where "Save as audience" turns it into a targeting package in one click. */
export function PackageLink({ handle, label }: { handle: string; label: string }) {
  return (
    <Link href={exploreHandle(handle)} className="whitespace-nowrap text-sm font-medium text-primary hover:underline" aria-label={`${label}: @${handle}`}>
      {label} →
    </Link>
  );
}
