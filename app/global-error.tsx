"use client";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";

/** The root layout itself failed: no providers are available, so pick the messages here. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const lang = typeof navigator !== "undefined" && navigator.language.toLowerCase().startsWith("ja") ? "ja" : "en";
  const t = (lang === "ja" ? ja : en).shell.crash;
  return (
    <html lang={lang}>
      <body style={{ fontFamily: "system-ui, sans-serif", padding: 40, textAlign: "center" }}>
        <h1>{t.title}</h1>
        <p>{t.body}</p>
        {error.digest && <p style={{ opacity: 0.6, fontSize: 12 }}>{error.digest}</p>}
        <button type="button" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </body>
    </html>
  );
}
