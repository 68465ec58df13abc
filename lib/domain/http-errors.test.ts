import { describe, expect, it } from "vitest";
import { errorMessageFromBody, isDetailOnlyBody, userFacingErrorMessage } from "./http-errors";

describe("error message building", () => {
  it("strings as they are", () => expect(errorMessageFromBody("Nope")).toBe("Nope"));
  it("lists joined with commas", () => expect(errorMessageFromBody(["a", "b"])).toBe("a, b"));
  it("detail and errors unwrapped", () => {
    expect(errorMessageFromBody({ detail: "Not found." })).toBe("Not found.");
    expect(errorMessageFromBody({ errors: ["x", "y"] })).toBe("x, y");
  });
  it("the request id is not part of the message", () => {
    expect(errorMessageFromBody({ detail: "Not found.", request_id: "r-1" })).toBe("Not found.");
    expect(errorMessageFromBody({ email: ["Enter a valid email address."], request_id: "r-1" })).toBe("Email: Enter a valid email address.");
  });
  it("fields as 'Field: message' lines, non_field_errors bare", () => {
    expect(errorMessageFromBody({ invoice_email: ["Enter a valid email."], non_field_errors: ["Try again."] })).toBe(
      "Invoice email: Enter a valid email.\nTry again.",
    );
  });
});

describe("user-facing messages", () => {
  it("400: 'Failed to submit form: ' and the first 300 characters", () => {
    const long = "x".repeat(400);
    expect(userFacingErrorMessage(400, { detail: long })).toBe(`Failed to submit form: ${"x".repeat(300)}`);
  });
  it("403 shows nothing: the user is sent to sign in", () => expect(userFacingErrorMessage(403, { detail: "x" })).toBeNull());
  it("others show the server message, or the network-failure text when empty", () => {
    expect(userFacingErrorMessage(404, { detail: "Not found." })).toBe("Not found.");
    expect(userFacingErrorMessage(502, null)).toBe("Something went wrong. Please try again later.");
  });
});

it("a body that is only a detail is an error", () => {
  expect(isDetailOnlyBody({ detail: "x" })).toBe(true);
  expect(isDetailOnlyBody({ detail: "x", id: 1 })).toBe(false);
  expect(isDetailOnlyBody({ detail: "x", request_id: "r-1" })).toBe(true);
  expect(isDetailOnlyBody(["detail"])).toBe(false);
});
