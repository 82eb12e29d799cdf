import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    // Screens render Mantine in jsdom and wait on user events: on a loaded CI machine that takes
    // seconds, not milliseconds. Speed is measured by benchmarks, never by these timeouts.
    testTimeout: 20_000,
  },
});
