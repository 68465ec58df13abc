import "server-only";
import { XOAuthError, type XOAuthProvider, type XSignedInUser, type XTokenSet } from "./x-oauth-provider";

interface Options {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiBaseUrl: string;
  fetch?: typeof fetch;
}

type Obj = Record<string, unknown>;

/** X's OAuth 2.0 endpoints: the token endpoint (form body; Basic auth for a confidential client) and GET /2/users/me. */
export class LiveXOAuth implements XOAuthProvider {
  readonly kind = "live" as const;
  private readonly fetch: typeof fetch;

  constructor(private o: Options) {
    this.fetch = o.fetch ?? globalThis.fetch;
  }

  get clientId() {
    return this.o.clientId;
  }
  get authorizeBase() {
    return this.o.authorizeUrl;
  }

  exchangeCode({ code, codeVerifier, redirectUri }: { code: string; codeVerifier: string; redirectUri: string }) {
    return this.token({ grant_type: "authorization_code", code, code_verifier: codeVerifier, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string) {
    return this.token({ grant_type: "refresh_token", refresh_token: refreshToken });
  }

  private async token(form: Record<string, string>): Promise<XTokenSet> {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
    if (this.o.clientSecret) headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(this.o.clientId)}:${encodeURIComponent(this.o.clientSecret)}`).toString("base64")}`;
    const body = new URLSearchParams({ ...form, client_id: this.o.clientId });
    const res = await this.send(this.o.tokenUrl, { method: "POST", headers, body });
    const json = await readJson(res);
    if (!res.ok) {
      const error = typeof json.error === "string" ? json.error : "";
      const detail = typeof json.error_description === "string" ? json.error_description : `X answered ${res.status}.`;
      if (error === "invalid_grant" || error === "invalid_request") throw new XOAuthError("invalid_grant", detail);
      if (res.status === 401 || error === "invalid_client" || error === "unauthorized_client") throw new XOAuthError("unauthorized", detail);
      throw new XOAuthError("server", detail);
    }
    if (typeof json.access_token !== "string") throw new XOAuthError("server", "X's token answer carried no access token.");
    return {
      accessToken: json.access_token,
      refreshToken: typeof json.refresh_token === "string" ? json.refresh_token : null,
      expiresIn: typeof json.expires_in === "number" ? json.expires_in : 7200,
      scope: typeof json.scope === "string" ? json.scope : "",
    };
  }

  async me(accessToken: string): Promise<XSignedInUser> {
    const res = await this.send(new URL("/2/users/me", this.o.apiBaseUrl).toString(), { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } });
    const json = await readJson(res);
    const data = json.data as Obj | undefined;
    if (res.status === 401 || res.status === 403) throw new XOAuthError("unauthorized", "X did not accept the new access token.");
    if (!res.ok || !data || typeof data.id !== "string" || typeof data.username !== "string") throw new XOAuthError("server", `X's users/me answered ${res.status}.`);
    return { id: data.id, username: data.username, name: typeof data.name === "string" ? data.name : data.username };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, init);
    } catch (e) {
      throw new XOAuthError("server", `X could not be reached: ${(e as Error).message}`);
    }
  }
}

async function readJson(res: Response): Promise<Obj> {
  try {
    const v = (await res.json()) as unknown;
    return v && typeof v === "object" ? (v as Obj) : {};
  } catch {
    return {};
  }
}
