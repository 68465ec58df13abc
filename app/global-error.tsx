"use client";

/** The root layout itself failed: no providers or messages are available, so this stays plain. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: 40, textAlign: "center" }}>
        <h1>Something went wrong</h1>
        <p>{error.digest ? `Reference: ${error.digest}` : "An unexpected error stopped the page."}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </body>
    </html>
  );
}
