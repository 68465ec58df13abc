import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it, afterEach } from "vitest";
import { avatarLevel } from "@/lib/domain/kit/avatar";
import { Avatar } from "./avatar";

afterEach(cleanup);

describe("Avatar", () => {
  it("shows at most two initials, named by the full text, coloured by its level", () => {
    render(<Avatar text="Jean Claude Van Damme" />);
    const avatar = screen.getByRole("img", { name: "Jean Claude Van Damme" });
    expect(avatar.textContent).toBe("JD");
    expect(avatar.dataset.level).toBe(avatarLevel("Jean Claude Van Damme"));
    expect(avatar.className).toContain(`bg-${avatar.dataset.level}`);
  });
});
