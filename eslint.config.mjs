import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", ".data/**", "drizzle/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "extension/dist/**", "public/_static/extension/**"] },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // DESIGN.md layering: UI and browser code never reach into the server; the domain imports only itself.
    files: ["components/**", "lib/client/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/server/*", "**/lib/server/*"], message: "components and lib/client must not import lib/server (pass data in from app/)." }] }] },
  },
  {
    files: ["lib/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/lib/server/*", "@/lib/client/*", "@/components/*", "@/app/*", "next", "next/*", "react", "drizzle-orm", "drizzle-orm/*", "pg", "node:*"], message: "lib/domain stays pure." }],
        },
      ],
    },
  },
];
export default config;
