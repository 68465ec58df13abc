import { describe, expect, it } from "vitest";
import { bucketOrigin } from "./bucket-origin";

describe("bucketOrigin", () => {
  it("is the endpoint's origin in path style, the bucket's host otherwise, none without a bucket", () => {
    expect(bucketOrigin({ bucket: "media", endpoint: "http://127.0.0.1:9000/", region: "us-east-1", pathStyle: true })).toBe("http://127.0.0.1:9000");
    expect(bucketOrigin({ bucket: "media", endpoint: "", region: "eu-central-1", pathStyle: false })).toBe("https://media.s3.eu-central-1.amazonaws.com");
    expect(bucketOrigin({ bucket: "media", endpoint: "", region: "eu-central-1", pathStyle: true })).toBe("https://s3.eu-central-1.amazonaws.com");
    expect(bucketOrigin({ bucket: "", endpoint: "http://x", region: "r", pathStyle: true })).toBeNull();
  });
});
