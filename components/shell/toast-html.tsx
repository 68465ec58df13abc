"use client";
import { sanitizeHtml } from "@/lib/client/sanitize";

/** An HTML toast's text, sanitised; its own chunk, so the sanitiser loads only when such a toast shows. */
export default function ToastHtml({ html }: { html: string }) {
  return <div className="flex-1 [&_a]:underline" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
