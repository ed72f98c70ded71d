import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/** Unit tests: everything beside the code, plus test/ but not the browser tests. */
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "cli/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    testTimeout: 20_000,
  },
});
