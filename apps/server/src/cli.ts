import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ZNewPassword } from '@portal/shared/contracts/auth';
import { ConfigError, loadConfig } from './config/env';
import { migrate, openDatabase } from './db/client';
import { assignRoles, formatCredentials, seedDatabase, seedReferenceData } from './db/seed';
import { users } from './db/schema/users';
import { createPasswordHasher } from './lib/passwords';
import { normalizeUsername } from './modules/users/users.repository';

const USAGE = `Usage: cli <command>
  migrate                       apply pending database migrations
  seed [--reset]                add reference and demo data (--reset empties every table first)
  create-admin --username X --email Y --name Z --password P
                                create a super-admin (for installations without demo data)`;

const ZCreateAdmin = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .regex(/^[a-z0-9._-]+$/i, 'letters, digits, . _ - only'),
  email: z.email().max(200),
  name: z.string().trim().min(1).max(120),
  password: ZNewPassword,
});

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reset: { type: 'boolean', default: false },
      username: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 1;
  }

  // Same as the server: a local .env is read when present; the real environment wins.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const passwords = createPasswordHasher(config.argon2);
    switch (command) {
      case 'migrate':
        console.log(`Migrations applied (${database.driver}).`);
        return 0;
      case 'seed': {
        const credentials = await seedDatabase(database.db, passwords, { reset: values.reset });
        console.log(
          `${values.reset ? 'Database reset and seeded' : 'Seeded'}.\n${formatCredentials(credentials)}`,
        );
        return 0;
      }
      case 'create-admin': {
        const parsed = ZCreateAdmin.safeParse(values);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            console.error(`--${issue.path.join('.')}: ${issue.message}`);
          }
          return 1;
        }
        await seedReferenceData(database.db);
        const input = parsed.data;
        const passwordHash = await passwords.hash(input.password);
        const created = await database.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              kind: 'admin',
              username: normalizeUsername(input.username),
              name: input.name,
              email: input.email,
              passwordHash,
            })
            .onConflictDoNothing()
            .returning({ id: users.id });
          if (row) await assignRoles(tx, row.id, ['super-admin']);
          return row;
        });
        if (!created) {
          console.error(`A user named "${normalizeUsername(input.username)}" already exists.`);
          return 1;
        }
        console.log(
          `Created super-admin "${normalizeUsername(input.username)}" (id ${created.id}).`,
        );
        return 0;
      }
      default:
        console.error(`Unknown command "${command}".\n${USAGE}`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
