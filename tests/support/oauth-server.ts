import { OAuth2Server } from "oauth2-mock-server";

export interface OAuthStub {
  url: string;
  /** Who the next sign-ins are (X-shaped `data` plus OIDC claims, so every network can read it). */
  setUser(user: { id: string; name: string; username: string; email?: string }): void;
  stop(): Promise<void>;
}

/** A real local OAuth2/OIDC server (authorize, token with PKCE, userinfo) standing in for the networks. */
export async function startOAuthStub(port = 0): Promise<OAuthStub> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(port, "127.0.0.1");
  let user = { id: "1000001", name: "Xavier Example", username: "xavier", email: undefined as string | undefined };
  server.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
    response.body = { sub: user.id, name: user.name, preferred_username: user.username, ...(user.email ? { email: user.email } : {}), data: { id: user.id, name: user.name, username: user.username } };
  });
  return {
    url: server.issuer.url!,
    setUser(next) {
      user = { email: undefined, ...next };
    },
    stop: () => server.stop(),
  };
}
