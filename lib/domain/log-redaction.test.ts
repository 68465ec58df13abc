import { describe, expect, it } from "vitest";
import { describeError, loggablePath, redactSecrets } from "./log-redaction";

describe("loggablePath", () => {
  it("keeps a path without a query as it is", () => {
    expect(loggablePath("/api/teams/acme/")).toBe("/api/teams/acme/");
  });

  it("masks the values of secret-looking parameters and keeps the others", () => {
    expect(loggablePath("/rest-auth/twitter/?code=abc123&state=xyz&page=2&api_key=k1&access_token=t")).toBe(
      "/rest-auth/twitter/?code=***&state=***&page=2&api_key=***&access_token=***",
    );
    expect(loggablePath("/login?email=a%40b.c&next=%2Fdashboard")).toBe("/login?email=***&next=%2Fdashboard");
  });

  it("drops an empty query", () => {
    expect(loggablePath("/api/health/?")).toBe("/api/health/");
  });
});

describe("redactSecrets", () => {
  it("masks credentials in URLs, authorization values and token parameters", () => {
    expect(redactSecrets("connect postgres://app:hunter2@db:5432/murmur failed")).toBe("connect postgres://app:***@db:5432/murmur failed");
    expect(redactSecrets("sent Authorization: Token 9f8e7d and Bearer abc.def")).toBe("sent Authorization: Token *** and Bearer ***");
    expect(redactSecrets("GET /x?token=s3cret&password=p")).toBe("GET /x?token=***&password=***");
  });
});

describe("describeError", () => {
  it("gives a failed query's driver message, not the query and its parameters", () => {
    const error = new Error("Failed query: insert into users values ($1) params: secret@example.com", { cause: new Error("duplicate key") });
    expect(describeError(error)).toBe("duplicate key");
  });
});
