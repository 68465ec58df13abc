/** Calls to the Murmur app with the extension token (spec §6: "Authorization: Token {token}"). */
export async function appCall<T>(origin: string, method: "GET" | "POST", path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(new URL(path, origin), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), credentials: "omit" });
  const data = (await res.json().catch(() => ({}))) as T & { detail?: string };
  if (!res.ok) throw new Error(typeof data?.detail === "string" ? data.detail : `HTTP ${res.status}`);
  return data;
}
