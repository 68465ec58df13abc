import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, afterEach } from "vitest";
import { Checkbox } from "./checkbox";
import { Field } from "./field";
import { TextInput } from "./text-input";

afterEach(cleanup);

describe("Field", () => {
  it("labels its input and describes it with the error and the hint", () => {
    render(
      <Field label="Email" hint="We send the code here." error="Please enter a valid email address">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Please enter a valid email address", "We send the code here."]);
  });

  it("is valid without an error", () => {
    render(
      <Field label="Name">
        <TextInput />
      </Field>,
    );
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("Checkbox", () => {
  it("shows the indeterminate state as mixed and toggles by its label", () => {
    render(
      <Field label="All rows" layout="inline">
        <Checkbox defaultChecked="indeterminate" />
      </Field>,
    );
    const box = screen.getByRole("checkbox", { name: "All rows" });
    expect(box.getAttribute("aria-checked")).toBe("mixed");
    fireEvent.click(box);
    expect(box.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByText("All rows"));
    expect(box.getAttribute("aria-checked")).toBe("false");
  });
});
