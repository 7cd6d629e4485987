import { parseArgs } from 'node:util';
import { TierSchema, type Tier } from '@shared/contracts/auth';
import { ConfigError, loadConfig } from '@server/config/config';
import { BackupError } from '@server/db/backup/backup-error';
import { DataDirInUseError } from '@server/db/data-dir-lock';
import { openDatabase } from '@server/db/open';
import { createAccountService } from '@server/features/account';
import { createUsersService } from '@server/features/users';
import type { ClientInfo } from '@server/http/client-info';
import { AppError } from '@server/http/app-error';
import { backup } from './backup';
import { contactMessages, type MessagesCommand } from './contact-messages';
import { importFile, type ImportFileCommand } from './import-file';
import { PasswordInputError, type PasswordSource } from './read-password';
import { restore } from './restore';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-user --email <e-mail> [--password-stdin] [--tier free|pro]
      Create an account (with its "Unsorted" collection). The password is asked for at
      the terminal (twice), or read from standard input with --password-stdin; it must
      pass the same strength check as sign-up.
  reset-password --email <e-mail> [--password-stdin] [--keep-api-tokens]
      Give an account a new password (asked for, or read as above). Every session of the
      account ends: it must sign in again everywhere. Its API tokens are revoked too,
      unless --keep-api-tokens.
  set-tier --email <e-mail> --tier free|pro
      Grant or remove Pro.
  import --email <e-mail> <file> [--collection <name>] [--report <file>]
      Import a bookmarks file (HTML), a Vidshelf export (JSON), a Google Takeout playlist
      (CSV) or a list of links into the account, as its Settings → Import would: links
      already there are skipped, the plan's limits hold. Into the file's own collections,
      or all into the named one with --collection. --report writes what became of each
      entry as CSV.
  messages [--unread]
      List the messages sent with Settings → Contact Us, newest first: when, read or
      not, the sender's name and e-mail as typed, the account that sent it, the first
      line, and the id. --unread lists only those not read yet.
  messages --read <id>
      Print one message whole and mark it read.
  messages --delete <id>
      Delete one message.
  migrate
      Apply pending database migrations (the server also does this when it starts).
  backup <file> [--force]
      Write a consistent snapshot of the embedded database to <file> (PGlite's dump of its
      data directory, a .tar.gz). Stop the server first. --force overwrites <file>.
  restore <file> [--force]
      Bring a backup back into DATA_DIR and apply migrations. Refuses when DATA_DIR already
      holds a database, unless --force: then that database is replaced.

The database is the one the server would use: PostgreSQL at DATABASE_URL when set,
otherwise the embedded database in DATA_DIR (default ./data), which must not be in use
by a running server. backup and restore cover the embedded database only: back up
PostgreSQL with pg_dump.

--password <password> still works but is discouraged: other users of the machine see it
in the process list, and it stays in the shell's history.`;

/** Printed when --password is used: it works, but the password was exposed. */
export const PASSWORD_FLAG_WARNING =
  'Warning: --password shows the password in the process list and the shell history; use --password-stdin or the prompt instead.';

export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** A new password from standard input or the terminal (read-password.ts). */
  readPassword: (source: PasswordSource) => Promise<string>;
}

/** Where the password comes from: typed as a flag (discouraged), piped in, or prompted for. */
type PasswordInput = { flag: string } | { source: PasswordSource };

class UsageError extends Error {}

type Command =
  | { name: 'create-user'; email: string; password: PasswordInput; tier: Tier }
  | { name: 'reset-password'; email: string; password: PasswordInput; keepApiTokens: boolean }
  | { name: 'set-tier'; email: string; tier: Tier }
  | ({ name: 'import' } & ImportFileCommand)
  | { name: 'messages'; messages: MessagesCommand }
  | { name: 'migrate' }
  | { name: 'backup' | 'restore'; file: string; force: boolean };

type Flag =
  | 'email'
  | 'password'
  | 'password-stdin'
  | 'keep-api-tokens'
  | 'tier'
  | 'force'
  | 'collection'
  | 'report'
  | 'unread'
  | 'read'
  | 'delete';

/** One line for backup and restore with DATABASE_URL set: the server's own tools do it. */
export const POSTGRES_BACKUP_MESSAGE =
  'DATABASE_URL is set: backup and restore cover the embedded database only; back up PostgreSQL with pg_dump, restore with pg_restore or psql.';

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

function passwordInput(flag: string | undefined, fromStdin: boolean | undefined): PasswordInput {
  if (flag !== undefined && fromStdin) {
    throw new UsageError('Give --password or --password-stdin, not both.');
  }
  if (flag !== undefined) return { flag: required(flag, '--password') };
  return { source: fromStdin ? 'stdin' : 'prompt' };
}

/** `messages`: a list (all, or --unread), or one message by id to --read or --delete. */
function messagesCommand(
  values: { unread?: boolean; read?: string; delete?: string },
  takes: (flags: Flag[]) => void,
): MessagesCommand {
  if (values.read !== undefined && values.delete !== undefined) {
    throw new UsageError('Give --read or --delete, not both.');
  }
  if (values.read !== undefined) {
    takes(['read']);
    return { action: 'read', id: required(values.read, '--read').trim() };
  }
  if (values.delete !== undefined) {
    takes(['delete']);
    return { action: 'delete', id: required(values.delete, '--delete').trim() };
  }
  takes(['unread']);
  return { action: 'list', unreadOnly: values.unread ?? false };
}

function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      'keep-api-tokens': { type: 'boolean' },
      tier: { type: 'string' },
      force: { type: 'boolean' },
      collection: { type: 'string' },
      report: { type: 'string' },
      unread: { type: 'boolean' },
      read: { type: 'string' },
      delete: { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  /** Refuses the flags and arguments this command does not take. */
  const takes = (flags: Flag[], positionalCount = 0) => {
    const extra = (Object.keys(values) as Flag[]).find((flag) => !flags.includes(flag));
    if (extra) throw new UsageError(`${name} does not take --${extra}.`);
    if (positionals.length > positionalCount) {
      throw new UsageError(`Unexpected argument: ${positionals[positionalCount]}`);
    }
  };
  switch (name) {
    case 'create-user':
      takes(['email', 'password', 'password-stdin', 'tier']);
      return {
        name,
        email: required(values.email, '--email'),
        password: passwordInput(values.password, values['password-stdin']),
        tier: parseTier(values.tier, 'free'),
      };
    case 'reset-password':
      takes(['email', 'password', 'password-stdin', 'keep-api-tokens']);
      return {
        name,
        email: required(values.email, '--email'),
        password: passwordInput(values.password, values['password-stdin']),
        keepApiTokens: values['keep-api-tokens'] ?? false,
      };
    case 'set-tier':
      takes(['email', 'tier']);
      return { name, email: required(values.email, '--email'), tier: parseTier(values.tier) };
    case 'import':
      takes(['email', 'collection', 'report'], 1);
      return {
        name,
        email: required(values.email, '--email'),
        file: required(positionals[0], '<file>'),
        ...(values.collection === undefined ? {} : { collection: values.collection }),
        ...(values.report === undefined ? {} : { report: values.report }),
      };
    case 'messages':
      return { name, messages: messagesCommand(values, takes) };
    case 'migrate':
      takes([]);
      return { name };
    case 'backup':
    case 'restore':
      takes(['force'], 1);
      return { name, file: required(positionals[0], '<file>'), force: values.force ?? false };
    case undefined:
      throw new UsageError('No command given.');
    default:
      throw new UsageError(`Unknown command: ${name}`);
  }
}

/** What reset-password says it did: the sessions ended, and the API tokens revoked or kept. */
function resetMessage(email: string, keptTokens: boolean, revokedTokens: number): string {
  const tokens = keptTokens
    ? 'their API tokens still work'
    : `${revokedTokens} API ${revokedTokens === 1 ? 'token was' : 'tokens were'} revoked`;
  return `${email} has a new password; every session of theirs has ended and ${tokens}.`;
}

/** How the operators' commands appear among a person's security events. */
const CLI_CLIENT: ClientInfo = { address: null, userAgent: 'Vidshelf command line' };

async function passwordOf(input: PasswordInput, io: CliIo): Promise<string> {
  if ('flag' in input) {
    io.err(PASSWORD_FLAG_WARNING);
    return input.flag;
  }
  return io.readPassword(input.source);
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
    if (command.name === 'backup' || command.name === 'restore') {
      return await runBackupCommand(command, config.dataDir, config.databaseUrl, io);
    }
    // Read before the database opens: a prompt must not hold the data directory's lock.
    const password = 'password' in command ? await passwordOf(command.password, io) : '';
    const db = await openDatabase(config);
    try {
      const users = createUsersService(db);
      switch (command.name) {
        case 'create-user': {
          const user = await users.create(command.email.trim(), password, command.tier);
          io.out(`Created ${user.email} (${user.tier}), id ${user.id}.`);
          return 0;
        }
        case 'reset-password': {
          // An operator at the server's own command line is not rate limited.
          const account = createAccountService(db, {
            passwordAttempts: (_address, _email, attempt) => attempt(),
          });
          const reset = await account.resetPassword(
            command.email.trim(),
            password,
            { keepApiTokens: command.keepApiTokens },
            CLI_CLIENT,
          );
          if (!reset) {
            io.err(`No user has the e-mail ${command.email}.`);
            return 1;
          }
          io.out(resetMessage(command.email, command.keepApiTokens, reset.revokedTokens));
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
        case 'import':
          return await importFile(db, command, io);
        case 'messages':
          return await contactMessages(db, command.messages, io);
        case 'migrate':
          io.out('The database is migrated.');
          return 0;
      }
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof PasswordInputError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
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

async function runBackupCommand(
  command: Extract<Command, { name: 'backup' | 'restore' }>,
  dataDir: string,
  databaseUrl: string | undefined,
  io: CliIo,
): Promise<number> {
  if (databaseUrl) {
    io.err(POSTGRES_BACKUP_MESSAGE);
    return 1;
  }
  const run = command.name === 'backup' ? backup : restore;
  try {
    io.out(await run(dataDir, command.file, command.force));
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      io.err(error.message);
      return 1;
    }
    // The lock's own advice ("use another DATA_DIR") is beside the point here.
    if (error instanceof DataDirInUseError) {
      io.err(
        `${dataDir} is in use by a running Vidshelf process (pid ${error.pid}): stop the server, run ${command.name}, then start it again.`,
      );
      return 1;
    }
    throw error;
  }
}
