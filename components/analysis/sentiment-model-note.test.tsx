import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithIntl } from "@/tests/support/intl";
import { SentimentModelNote } from "./sentiment-model-note";

afterEach(cleanup);

describe("SentimentModelNote", () => {
  it("names the shipped model, its measured accuracy and the training set's credit", () => {
    renderWithIntl(<SentimentModelNote model={{ kind: "base", trained_on: 31014, team_labels: 0, accuracy: 0.593, macro_f1: 0.598, measured_on: 14640 }} />);
    const line = screen.getByTestId("sentiment-model").textContent;
    expect(line).toContain("general sentiment model");
    expect(line).toContain("14,640 airline posts");
    expect(line).toContain("59.3%");
    expect(line).toContain("macro-F1 0.60");
    expect(line).toContain("31,014 posts labelled by people: Figure Eight, Data for Everyone (CC BY 4.0)");
  });

  it("names a team's model with its label count and cross-validated accuracy", () => {
    renderWithIntl(<SentimentModelNote model={{ kind: "team", trained_on: 31134, team_labels: 120, accuracy: 0.78, macro_f1: 0.7, measured_on: 120 }} />);
    const line = screen.getByTestId("sentiment-model").textContent;
    expect(line).toContain("your team's model (the general set plus 120 of your team's labels)");
    expect(line).toContain("Cross-validated on your team's 120 labels it agrees with them 78% of the time");
    expect(line).toContain("31,014 posts");
  });
});
