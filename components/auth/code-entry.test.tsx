import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { CodeEntry } from "./code-entry";

afterEach(cleanup);

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState("");
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <CodeEntry value={code} onChange={setCode} onComplete={onComplete} invalid={false} />
    </NextIntlClientProvider>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

describe("six-box login code entry", () => {
  it("moves on as digits are typed and submits by itself once all six are there", () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    "12345".split("").forEach((d, i) => fireEvent.change(box(i + 1), { target: { value: d } }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(box(6));
    fireEvent.change(box(6), { target: { value: "6" } });
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("fills every box from a pasted code and ignores letters", () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: "98 76-54" } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join("")).toBe("987654");
    expect(onComplete).toHaveBeenCalledWith("987654");
    fireEvent.change(box(1), { target: { value: "x" } });
    expect(box(1).value).toBe("9");
  });

  it("Backspace clears the digit and steps back", () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: "1" } });
    fireEvent.change(box(2), { target: { value: "2" } });
    fireEvent.keyDown(box(3), { key: "Backspace" });
    expect(box(2).value).toBe("");
    expect(document.activeElement).toBe(box(2));
    expect(onComplete).not.toHaveBeenCalled();
  });
});
