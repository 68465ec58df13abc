import { describe, expect, it } from "vitest";
import { isActiveNavLink } from "./nav-link-style";

describe("isActiveNavLink (NavLink in the browser, the public pages' anchors on the server)", () => {
  it("marks the link of the page and of the pages below it", () => {
    expect(isActiveNavLink("/about", "/about")).toBe(true);
    expect(isActiveNavLink("/campaigns/new/step-2", "/campaigns/new")).toBe(true);
  });
  it("does not mark a link that only shares a prefix of the name, nor a section's link when exact", () => {
    expect(isActiveNavLink("/explorer", "/explore")).toBe(false);
    expect(isActiveNavLink("/premium-suite/posts", "/premium-suite", true)).toBe(false);
    expect(isActiveNavLink("/premium-suite", "/premium-suite", true)).toBe(true);
  });
});
