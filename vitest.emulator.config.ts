import { defineConfig } from 'vitest/config';

// Rules and integration suites: Node, real emulators (started by scripts/with-emulators.mjs,
// which also sets VITE_*_EMULATOR_HOST for the app code under test).
export default defineConfig({
  define: {
    __FIRESTORE_EMULATOR_DEFAULT__: JSON.stringify(
      process.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
    ),
    __AUTH_EMULATOR_DEFAULT__: JSON.stringify(process.env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'),
  },
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
