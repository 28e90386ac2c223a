import { defineConfig } from 'vitest/config';

// Rules and integration suites: Node, real emulators (started by scripts/with-emulators.mjs).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
