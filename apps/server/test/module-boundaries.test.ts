import path from 'node:path';
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that fence server modules (scripts/eslint/server-modules.mjs) fire on deliberate
 * violations and stay quiet on what is allowed: modules depend one way (checked against today's
 * module graph), route files call services, never repositories, and only modules/files writes
 * the file tables.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const rulePath = path.join(repoRoot, 'scripts/eslint/server-modules.mjs');

async function lint(
  relativeFile: string,
  code: string,
  rule = 'server-modules/no-module-cycle',
  options?: Record<string, unknown>,
) {
  const { default: plugin } = (await import(rulePath)) as { default: ESLint.Plugin };
  const linter = new Linter({ configType: 'flat', cwd: repoRoot });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'server-modules': plugin },
        rules: { [rule]: options ? ['error', options] : 'error' },
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

  const repositoryImports = [
    "import { findRolesPage } from './roles.repository';",
    "import type { TRoleRow } from './roles.repository';",
    "import { findAgencies } from '../catalogue/agencies.repository';",
    "import { roles } from '../../db/schema/roles';",
    'export const used = [findRolesPage, findAgencies, roles];',
    'export type TUsed = TRoleRow;',
    '',
  ].join('\n');

  it('refuses a route file that imports a repository or the schema, even for a type', async () => {
    const messages = await lint(
      'apps/server/src/modules/roles/deliberate-violation.routes.ts',
      repositoryImports,
      'server-modules/no-repository-in-routes',
    );
    expect(messages.map((message) => [message.line, message.ruleId])).toEqual([
      [1, 'server-modules/no-repository-in-routes'],
      [2, 'server-modules/no-repository-in-routes'],
      [3, 'server-modules/no-repository-in-routes'],
      [4, 'server-modules/no-repository-in-routes'],
    ]);
    expect(messages[0]?.message).toBe(
      "Route files call a service, never a repository: move this query into roles's service.",
    );
    expect(messages[2]?.message).toContain("into catalogue's service");
  });

  it('lets a service file import a repository', async () => {
    const messages = await lint(
      'apps/server/src/modules/roles/allowed.service.ts',
      repositoryImports,
      'server-modules/no-repository-in-routes',
    );
    expect(messages).toEqual([]);
  });

  const FILE_TABLES = 'server-modules/file-tables-owned-by-files';
  const fileTableWrites = [
    "import { files } from '../../db/schema/files';",
    "import { fileEvents as history } from '../../db/schema/files-history';",
    "import type { TTransaction } from '../../db/database';",
    'export async function sneak(tx: TTransaction) {',
    "  await tx.update(files).set({ notes: '' });",
    '  await tx.insert(history).values([]);',
    '  return tx.select().from(files);',
    '}',
    '',
  ].join('\n');

  it('refuses a write to the file tables outside modules/files, however the table is named', async () => {
    const messages = await lint(
      'apps/server/src/modules/labels/deliberate-violation.ts',
      fileTableWrites,
      FILE_TABLES,
    );
    // The update and the insert; reading the files table is anyone's.
    expect(messages.map((message) => [message.line, message.ruleId])).toEqual([
      [5, FILE_TABLES],
      [6, FILE_TABLES],
    ]);
    expect(messages[1]?.message).toContain('(history)');
  });

  it("refuses the files module's writers outside it, and lets file commands and reads through", async () => {
    const code = [
      "import { findFileLines, insertEvents, type TFileRow } from '../files/files.repository';",
      "import { recordFileEvents } from '../files/commands/within-transaction';",
      "import { updateFileTotals } from '../files/files.admin.repository';",
      'export const used = [findFileLines, insertEvents, recordFileEvents, updateFileTotals];',
      'export type TUsed = TFileRow;',
      '',
    ].join('\n');
    const messages = await lint(
      'apps/server/src/modules/fit-tracker/x.service.ts',
      code,
      FILE_TABLES,
    );
    expect(messages.map((message) => message.message.split(' ')[0])).toEqual([
      'insertEvents',
      'updateFileTotals',
    ]);
    // Inside modules/files the same code is the owner's own.
    expect(await lint('apps/server/src/modules/files/x.ts', fileTableWrites, FILE_TABLES)).toEqual(
      [],
    );
  });

  it('lets the demo seed call the writers but never write the tables itself', async () => {
    const code = [
      "import { insertFile } from '../modules/files/files.repository';",
      "import { files } from './schema/files';",
      "import type { TTransaction } from './database';",
      'export async function seed(tx: TTransaction) {',
      "  await tx.update(files).set({ notes: '' });",
      '  return insertFile;',
      '}',
      '',
    ].join('\n');
    const messages = await lint('apps/server/src/db/demo-x.ts', code, FILE_TABLES, {
      allowWriters: true,
    });
    expect(messages.map((message) => message.line)).toEqual([5]);
  });
});
