import { defineConfig } from 'vitest/config';

// One Vitest run covers the three workspaces; each has its own project file.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
