import { VARIANT_TITLES } from "@/lib/domain/routes";

/** The Open Graph card of a public toolkit page (drawn by next/og: inline styles, flex layout only). */
export function OgCard({ heading, description }: { heading: string; description: string }) {
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "#0b0d12", color: "#f4f5f7" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 34, color: "#a5b4fc" }}>
        <div style={{ width: 56, height: 56, borderRadius: 12, background: "#818cf8", color: "#0b0d12", display: "flex", alignItems: "center", justifyContent: "center", fontSize: 34 }}>M</div>
        {VARIANT_TITLES.toolkit}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>{heading}</div>
        <div style={{ fontSize: 30, lineHeight: 1.35, color: "#b6bac4" }}>{description}</div>
      </div>
    </div>
  );
}
