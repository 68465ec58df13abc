"use client";
import { useEffect, useState } from "react";

type CrashText = { title: string; body: string; reload: string };

/**
 * The root layout itself failed: no providers are available, so the messages are loaded here. They
 * are imported when this screen shows, not with every page: the two catalogues weigh ~48 kB gzip.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const lang = typeof navigator !== "undefined" && navigator.language.toLowerCase().startsWith("ja") ? "ja" : "en";
  const [t, setT] = useState<CrashText | null>(null);
  useEffect(() => {
    const load = lang === "ja" ? import("@/messages/ja.json") : import("@/messages/en.json");
    load.then((m) => setT(m.default.shell.crash), () => setT({ title: "Something went wrong", body: "An unexpected error stopped this page. Reloading usually fixes it.", reload: "Reload" }));
  }, [lang]);
  return (
    <html lang={lang}>
      <body style={{ fontFamily: "system-ui, sans-serif", padding: 40, textAlign: "center" }}>
        {t && (
          <>
            <h1>{t.title}</h1>
            <p>{t.body}</p>
          </>
        )}
        {error.digest && <p style={{ opacity: 0.6, fontSize: 12 }}>{error.digest}</p>}
        <button type="button" onClick={() => window.location.reload()}>
          {t?.reload ?? "Reload"}
        </button>
      </body>
    </html>
  );
}
