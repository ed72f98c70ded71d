// Lint guards the layers of DESIGN.md: nothing in lib/ reaches React or Next, and the pure
// folders (lib/layers, lib/dsl, lib/engine, lib/bots, lib/model, lib/render, lib/text, lib/sheet) reach no I/O, clock or
// randomness; app/ names lib/ one way, `@/lib/…`. test/lint-layers.test.ts lints probe snippets
// against these rules, both ways.
import { builtinModules } from "node:module";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** The folders of lib/ that must stay pure: deterministic, no I/O, clock or randomness. */
const PURE_FOLDERS = [
  "layers",
  "dsl",
  "engine",
  "bots",
  "model",
  "render",
  "table",
  "edit",
  "text",
  "sheet",
];
/** Every script extension, so a rename (`.tsx`, `.mts`, `.js`) does not slip past the layer rules. */
const SCRIPTS = "*.{ts,tsx,mts,cts,js,mjs,cjs}";

const UI_MESSAGE = "lib/ is UI-free (DESIGN.md): keep React and Next in app/.";
const APP_LIB_MESSAGE = "app/ imports lib/ as '@/lib/…', never by a relative path.";
const uiPatterns = ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*"];
/** `react`, `react-dom`, `next` and their subpaths, as an esquery regex (import(), require()). */
const UI_SOURCE = "/^(react|react-dom|next)(\\/.*)?$/";
// NOTE: also the no-expression template literal form, import(`react`).
const uiSyntax = [
  `ImportExpression[source.value=${UI_SOURCE}]`,
  `ImportExpression[source.quasis.length=1][source.quasis.0.value.cooked=${UI_SOURCE}]`,
  `CallExpression[callee.name='require'][arguments.0.value=${UI_SOURCE}]`,
].map((selector) => ({ selector, message: UI_MESSAGE }));

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Every Node built-in, bare or `node:`-prefixed: the pure folders run in the browser too. */
const NODE_BUILTIN_REGEX = `^(?:node:.+|${builtinModules.map(escapeRegex).join("|")})$`;
/**
 * The side-effect layers, reached relatively (`../store`, `../../lib/export/x`) or through the
 * `@/` alias. `lib/sim` starts worker threads and reads the clock, so it sits above the pure folders.
 */
const layerRegex = (names) => `^(?:@/|(?:\\.\\./)+)(?:lib/)?(?:${names.join("|")})(?:/.*)?$`;

/** The rules of one pure folder, with messages that name it and say the fix. */
function pureFolderRules(folder) {
  const pure = `lib/${folder} is pure (DESIGN.md)`;
  const clock = `${pure}: no clock here; pass the time in.`;
  const rng = `${pure}: no Math.random or crypto; keep the seeded RNG in state.`;
  const io = `${pure}: no I/O here; pass the data in.`;
  const timers = `${pure}: no timers; let the caller schedule.`;
  const host = `${pure}: don't reach the host through globalThis/window/self/global; pass what you need in.`;
  const dom = `${pure}: no DOM; return data and let app/ draw it.`;
  const asCode = "Effects run only as compiled IR, never as code (DESIGN.md).";
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: uiPatterns, message: UI_MESSAGE },
          {
            regex: NODE_BUILTIN_REGEX,
            caseSensitive: true,
            message: `${pure}: no Node built-ins (it runs in the browser too); pass the data in.`,
          },
          {
            regex: layerRegex(["store", "export"]),
            caseSensitive: true,
            message: `${pure}: lib/store and lib/export are side-effect layers; take their data as arguments.`,
          },
          {
            regex: layerRegex(["sim"]),
            caseSensitive: true,
            message: `${pure}: lib/sim starts worker threads and reads the clock; it uses the engine, not the reverse.`,
          },
          {
            group: ["sharp", "sharp/*"],
            message: `${pure}: sharp is native I/O; rasterise in lib/export.`,
          },
          {
            regex: layerRegex(["cluster"]),
            caseSensitive: true,
            message: `${pure}: lib/cluster talks to Redis over the network; it uses the simulator, not the reverse.`,
          },
          {
            group: ["bullmq", "bullmq/*", "ioredis", "ioredis/*"],
            message: `${pure}: a queue or Redis client is network I/O; it belongs in lib/cluster.`,
          },
        ],
      },
    ],
    "no-restricted-globals": [
      "error",
      ...["globalThis", "window", "self", "global"].map((name) => ({ name, message: host })),
      { name: "process", message: `${pure}: no process access; pass options in.` },
      { name: "Date", message: clock },
      { name: "performance", message: clock },
      { name: "crypto", message: rng },
      ...[
        "setTimeout",
        "setInterval",
        "setImmediate",
        "queueMicrotask",
        "requestAnimationFrame",
        "requestIdleCallback",
      ].map((name) => ({ name, message: timers })),
      ...[
        "fetch",
        "XMLHttpRequest",
        "WebSocket",
        "EventSource",
        "Worker",
        "SharedWorker",
        "BroadcastChannel",
        "navigator",
        "localStorage",
        "sessionStorage",
        "indexedDB",
        "caches",
        "require",
      ].map((name) => ({ name, message: io })),
      { name: "document", message: dom },
      { name: "eval", message: asCode },
    ],
    "no-restricted-properties": ["error", { object: "Math", property: "random", message: rng }],
    "no-restricted-syntax": [
      "error",
      {
        selector: "ImportExpression",
        message: `${pure}: no dynamic import (loading modules is I/O); import statically.`,
      },
      { selector: "CallExpression[callee.name='Function']", message: asCode },
      { selector: "NewExpression[callee.name='Function']", message: asCode },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "workspace/**",
      "next-env.d.ts",
      "test/tmp/**",
      // Generated by scripts/compile-schemas.mjs; validators-generated.test.ts keeps it current.
      "lib/schema/validators.generated.ts",
    ],
  },
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
    files: [`app/**/${SCRIPTS}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:\\.\\./)+lib(?:/.*)?$",
              message: APP_LIB_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: [`lib/**/${SCRIPTS}`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: uiPatterns, message: UI_MESSAGE }] },
      ],
      "no-restricted-syntax": ["error", ...uiSyntax],
    },
  },
  // NOTE: each pure folder's block replaces the lib/ rules above (a later block's options win),
  // so it repeats the UI ban: statically through its imports, dynamically through the bans on
  // import() and require.
  ...PURE_FOLDERS.map((folder) => ({
    files: [`lib/${folder}/**/${SCRIPTS}`],
    ignores: ["**/*.test.*", "**/*.bench.*"],
    rules: pureFolderRules(folder),
  })),
);
