/** Structured data for search engines. `<` is escaped so no value can close the script element. */
export function JsonLd({ data, nonce }: { data: object; nonce: string | undefined }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
