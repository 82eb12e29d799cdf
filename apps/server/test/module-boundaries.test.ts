import path from 'node:path';
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps server modules depending one way (scripts/eslint/server-modules.mjs)
 * fires on a deliberate violation against today's module graph, and stays quiet on an import in
 * the allowed direction.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const rulePath = path.join(repoRoot, 'scripts/eslint/server-modules.mjs');

async function lint(relativeFile: string, code: string) {
  const { default: plugin } = (await import(rulePath)) as { default: ESLint.Plugin };
  const linter = new Linter({ configType: 'flat', cwd: repoRoot });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'server-modules': plugin },
        rules: { 'server-modules/no-module-cycle': 'error' },
      },
    ],
    { filename: path.join(repoRoot, relativeFile) },
  );
}

describe('server module boundaries', () => {
  it('refuses a module that imports one which already imports it', async () => {
    // invoices registers its file hooks against modules/files, so files may not import invoices.
    const messages = await lint(
      'apps/server/src/modules/files/deliberate-violation.ts',
      "import { invoicesFileHooks } from '../invoices/invoices.file-hooks';\nexport const hooks = invoicesFileHooks;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.ruleId).toBe('server-modules/no-module-cycle');
    expect(messages[0]?.message).toContain('files -> invoices -> files');
  });

  it('refuses a cycle through a third module', async () => {
    // regular-tours imports files (the file lifecycle), and files imports catalogue.
    const messages = await lint(
      'apps/server/src/modules/catalogue/deliberate-violation.ts',
      "export { toursFileHooks } from '../regular-tours/tours.file-hooks';\n",
    );
    expect(messages.map((message) => message.ruleId)).toEqual(['server-modules/no-module-cycle']);
    expect(messages[0]?.message).toMatch(/catalogue -> regular-tours -> .*catalogue/);
  });

  it('lets a module import one that does not lead back to it', async () => {
    const messages = await lint(
      'apps/server/src/modules/invoices/allowed.ts',
      "import { fileLifecycle } from '../files/file-lifecycle';\nexport const lifecycle = fileLifecycle;\n",
    );
    expect(messages).toEqual([]);
  });
});
