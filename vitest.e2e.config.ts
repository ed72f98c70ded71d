import { defineConfig } from "vitest/config";

/**
 * Browser and HTTP tests against a production build served on a loopback port. The global
 * setup builds the app, starts the server on a free port with a fresh workspace, and stops it.
 */
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
