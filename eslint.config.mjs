// Lint guards the layers of DESIGN.md: nothing in lib/ reaches React or Next, and the pure
// folders (lib/layers, lib/dsl, lib/engine, lib/bots, lib/render) reach no I/O, clock or randomness.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const NODE_IO = [
  "fs",
  "fs/promises",
  "path",
  "os",
  "child_process",
  "net",
  "http",
  "https",
  "worker_threads",
  "crypto",
  "process",
];
const nodeIoPatterns = NODE_IO.flatMap((m) => [m, `node:${m}`]);
const uiPatterns = ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*"];

export default tseslint.config(
  { ignores: ["node_modules/**", ".next/**", "workspace/**", "next-env.d.ts", "test/tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: { ...globals.node } } },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: uiPatterns,
              message: "lib/ is UI-free (DESIGN.md): keep React and Next in app/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "lib/layers/**/*.ts",
      "lib/dsl/**/*.ts",
      "lib/engine/**/*.ts",
      "lib/bots/**/*.ts",
      "lib/model/**/*.ts",
      "lib/render/**/*.ts",
    ],
    ignores: ["**/*.test.ts", "**/*.bench.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: uiPatterns,
              message: "lib/ is UI-free (DESIGN.md): keep React and Next in app/.",
            },
            {
              group: nodeIoPatterns,
              message: "Pure folder (DESIGN.md): no I/O here; pass data in.",
            },
            {
              group: ["**/store/**", "**/export/**", "sharp"],
              message: "Pure folder: store and export are side-effect layers.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "process", message: "Pure folder: no process access; pass options in." },
        { name: "performance", message: "Pure folder: no clock; pass time in." },
        { name: "fetch", message: "Pure folder: no I/O." },
        { name: "setTimeout", message: "Pure folder: no timers." },
        { name: "setInterval", message: "Pure folder: no timers." },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "Math",
          property: "random",
          message: "Pure folder: use the seeded RNG in state.",
        },
        { object: "Date", property: "now", message: "Pure folder: no clock; pass time in." },
        { object: "performance", property: "now", message: "Pure folder: no clock; pass time in." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date']",
          message: "Pure folder: no clock; pass time in.",
        },
        {
          selector: "CallExpression[callee.name='eval']",
          message: "Effects run only as compiled IR, never as code.",
        },
        {
          selector: "NewExpression[callee.name='Function']",
          message: "Effects run only as compiled IR, never as code.",
        },
      ],
    },
  },
);
