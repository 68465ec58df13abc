import { describe, expect, it } from "vitest";
import OAuth from "oauth-1.0a";
import { createHmac } from "node:crypto";
import { oauth1Header, oauthEncode } from "./signature";

function parse(header: string): Record<string, string> {
  return Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, decodeURIComponent(v)]));
}

describe("OAuth 1.0a signing", () => {
  it("encodes the characters encodeURIComponent leaves alone", () => {
    expect(oauthEncode("a b!*'()")).toBe("a%20b%21%2A%27%28%29");
  });

  it("signs exactly as an independent OAuth 1.0a library does, query and extra parameters included", () => {
    const reference = new OAuth({
      consumer: { key: "ck", secret: "cs&x" },
      signature_method: "HMAC-SHA1",
      hash_function: (base, key) => createHmac("sha1", key).update(base).digest("base64"),
    });
    const url = "https://api.example.test/1.1/account/verify_credentials.json?include_email=true&skip_status=1";
    const data = { url, method: "GET" };
    const expected = reference.authorize(data, { key: "tok", secret: "ts" });
    const ours = parse(oauth1Header({ method: "GET", url, consumerKey: "ck", consumerSecret: "cs&x", token: "tok", tokenSecret: "ts", nonce: expected.oauth_nonce, timestamp: expected.oauth_timestamp }));
    expect(ours.oauth_signature).toBe(expected.oauth_signature);

    const withCallback = reference.authorize({ url: "https://api.example.test/oauth/request_token", method: "POST", data: { oauth_callback: "http://localhost:3000/login/twitter?a=1" } });
    const ours2 = parse(
      oauth1Header({
        method: "POST",
        url: "https://api.example.test/oauth/request_token",
        consumerKey: "ck",
        consumerSecret: "cs&x",
        params: { oauth_callback: "http://localhost:3000/login/twitter?a=1" },
        nonce: withCallback.oauth_nonce,
        timestamp: withCallback.oauth_timestamp,
      }),
    );
    expect(ours2.oauth_signature).toBe(withCallback.oauth_signature);
    expect(ours2.oauth_callback).toBe("http://localhost:3000/login/twitter?a=1");
  });
});
