import { parseArgs } from 'node:util';
import { TierSchema, type Tier } from '../shared/contracts/auth';
import { ConfigError, loadConfig } from '../server/config/config';
import { DataDirInUseError } from '../server/db/data-dir-lock';
import { openDatabase } from '../server/db/open';
import { createUsersService } from '../server/features/users/users.service';
import { AppError } from '../server/http/app-error';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-user --email <e-mail> --password <password> [--tier free|pro]
      Create an account (with its "Unsorted" collection). The password must pass the
      same strength check as sign-up.
  set-tier --email <e-mail> --tier free|pro
      Grant or remove Pro.
  migrate
      Apply pending database migrations (the server also does this when it starts).

The database is the one the server would use: PostgreSQL at DATABASE_URL when set,
otherwise the embedded database in DATA_DIR (default ./data), which must not be in use
by a running server.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

type Command =
  | { name: 'create-user'; email: string; password: string; tier: Tier }
  | { name: 'set-tier'; email: string; tier: Tier }
  | { name: 'migrate' };

function parseTier(value: string | undefined, fallback?: Tier): Tier {
  if (value === undefined && fallback) return fallback;
  const tier = TierSchema.safeParse(value);
  if (!tier.success) throw new UsageError('--tier must be free or pro.');
  return tier.data;
}

function required(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new UsageError(`${flag} is required.`);
  return value;
}

function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      tier: { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  switch (name) {
    case 'create-user':
      return {
        name,
        email: required(values.email, '--email'),
        password: required(values.password, '--password'),
        tier: parseTier(values.tier, 'free'),
      };
    case 'set-tier':
      return { name, email: required(values.email, '--email'), tier: parseTier(values.tier) };
    case 'migrate':
      if (Object.keys(values).length > 0) throw new UsageError('migrate takes no options.');
      return { name };
    case undefined:
      throw new UsageError('No command given.');
    default:
      throw new UsageError(`Unknown command: ${name}`);
  }
}

/** Runs one operator command; returns the process exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    io.out(USAGE);
    return 0;
  }
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    // parseArgs' own errors (unknown or valueless flags) are usage errors too.
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadConfig(io.env);
    const db = await openDatabase(config);
    try {
      const users = createUsersService(db);
      switch (command.name) {
        case 'create-user': {
          const user = await users.create(command.email.trim(), command.password, command.tier);
          io.out(`Created ${user.email} (${user.tier}), id ${user.id}.`);
          return 0;
        }
        case 'set-tier': {
          if (!(await users.setTier(command.email.trim(), command.tier))) {
            io.err(`No user has the e-mail ${command.email}.`);
            return 1;
          }
          io.out(`${command.email} is now on the ${command.tier} tier.`);
          return 0;
        }
        case 'migrate':
          io.out('The database is migrated.');
          return 0;
      }
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof AppError) {
      const reasons = error.reasons?.map((r) => `\n  - ${r.message}`).join('') ?? '';
      io.err(`${error.message}${reasons}`);
      return 1;
    }
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
