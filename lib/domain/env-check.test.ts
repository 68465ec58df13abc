import { expect, it } from "vitest";
import { missingEnv, missingEnvMessage } from "./env-check";

it("names every unset or blank variable", () => {
  expect(missingEnv({ A: "1", B: " ", D: "" }, ["A", "B", "C", "D"])).toEqual(["B", "C", "D"]);
  expect(missingEnvMessage(["B", "C"])).toBe("Missing env variables: B, C");
});
