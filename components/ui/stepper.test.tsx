import { cleanup, act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi, afterEach } from "vitest";
import { renderWithIntl } from "@/tests/support/intl";
import { Stepper } from "./stepper";

afterEach(cleanup);

function Wizard({ onSubmit }: { onSubmit: () => void }) {
  const [name, setName] = useState("");
  const [budget, setBudget] = useState("");
  return (
    <Stepper
      label="Create"
      onSubmit={onSubmit}
      steps={[
        { key: "a", name: "Audience", filled: name !== "", slot: <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} /> },
        {
          key: "b",
          name: "Budget",
          filled: budget !== "",
          validate: () => Number(budget) >= 500 || "Too low",
          slot: <input aria-label="budget" value={budget} onChange={(e) => setBudget(e.target.value)} />,
        },
        { key: "c", name: "Review", slot: <p>All set</p> },
      ]}
    />
  );
}

const next = () => act(async () => fireEvent.click(screen.getByTestId("stepper-next")));
const current = () => document.querySelector("[data-slot=stepper]")?.getAttribute("data-current");
const stepButton = (name: string) => screen.getByRole("button", { name: new RegExp(name) });

describe("Stepper", () => {
  it("enforces filled and valid steps, back, jumps and submit", async () => {
    const onSubmit = vi.fn();
    renderWithIntl(<Wizard onSubmit={onSubmit} />);

    await next();
    expect(current()).toBe("0");
    expect(screen.getByRole("alert").textContent).toContain("Fill in this step to continue.");

    fireEvent.change(screen.getByLabelText("name"), { target: { value: "Coffee" } });
    fireEvent.click(stepButton("Budget"));
    expect(current()).toBe("0");
    await next();
    expect(current()).toBe("1");

    fireEvent.change(screen.getByLabelText("budget"), { target: { value: "100" } });
    await next();
    expect(current()).toBe("1");
    expect(screen.getByRole("alert").textContent).toContain("Too low");

    fireEvent.click(stepButton("Audience"));
    expect(current()).toBe("0");
    expect(screen.getByRole("button", { name: "Back" }).hasAttribute("disabled")).toBe(true);
    await next();
    fireEvent.change(screen.getByLabelText("budget"), { target: { value: "900" } });
    await next();
    expect(current()).toBe("2");
    expect(screen.getByTestId("stepper-next").textContent).toBe("Submit");

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(current()).toBe("1");
    await next();
    await next();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
