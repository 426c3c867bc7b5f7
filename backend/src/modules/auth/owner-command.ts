/**
 * `owner:create`: makes the owner of a hosted server out of band, like a self-hosted server's admin
 * bootstrap. No sign-up ever yields the owner role (there is no e-mail verification, so an address
 * proves nothing).
 *
 *   node dist/server/main.js owner:create --email <address> --username <name> [--first-name <name>] [--reset-password]
 *   npm run owner:create -- --email <address> --username <name>      (development: builds the server first)
 *
 * The password comes from OWNER_PASSWORD (for scripts), else from standard input (asked twice,
 * hidden, on a terminal; the first line otherwise). The command opens the server's database
 * (DATA_DIR, as the server does) and creates the owner account, or promotes the account that already
 * has this e-mail address (any letter case). An existing account is promoted only when the password
 * given is its password, or with --reset-password, which sets that password and ends the account's
 * sessions first (someone else may have registered the address). Sessions read the role from the
 * account on every request, so a promoted account's open sessions are the owner's at once.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { registerRequestSchema } from '../../../../shared/contracts/auth';
import { loadConfig } from '../../config';
import { openDatabase, type AppDatabase } from '../../db/open';
import { hashPassword, verifyPassword } from './password';
import { sessionRepository } from './sessions';
import { userRepository } from './users-repository';

export const OWNER_CREATE_USAGE =
  'Usage: node dist/server/main.js owner:create --email <address> --username <name> [--first-name <name>] [--reset-password]\n' +
  '  (development: npm run owner:create -- --email <address> --username <name>)\n' +
  'The password is read from OWNER_PASSWORD, else from standard input. The database is the one in DATA_DIR.\n';

export interface OwnerInput {
  email: string;
  /** Needed to create an account; an existing account keeps its username. */
  username?: string;
  firstName?: string;
  password: string;
  /** Promote an existing account whose password is not this one: set this password, end its sessions. */
  resetPassword?: boolean;
}

export type OwnerOutcome =
  | { ok: true; action: 'created' | 'promoted' | 'already-owner'; username: string; email: string; passwordReset: boolean; sessionsEnded: number; keptUsername: boolean }
  | { ok: false; message: string };

const fail = (message: string): OwnerOutcome => ({ ok: false, message });

/** Creates the owner account, or promotes the account with this e-mail address (see the file comment). */
export async function createOrPromoteOwner(db: AppDatabase, input: OwnerInput, now: number): Promise<OwnerOutcome> {
  const fields = registerRequestSchema.shape;
  const email = fields.email.safeParse(input.email);
  if (!email.success) return fail(`--email: ${email.error.issues[0]!.message}`);
  const password = fields.password.safeParse(input.password);
  if (!password.success) return fail(`Password: ${password.error.issues[0]!.message}`);
  const username = input.username === undefined ? undefined : fields.username.safeParse(input.username);
  if (username && !username.success) return fail(`--username: ${username.error.issues[0]!.message}`);
  const firstName = input.firstName === undefined ? undefined : fields.firstName.safeParse(input.firstName);
  if (firstName && !firstName.success) return fail(`--first-name: ${firstName.error.issues[0]!.message}`);

  const users = userRepository(db);
  const existing = users.findByEmail(email.data);
  if (!existing) {
    if (!username) return fail('No account has this e-mail address yet: give --username to create it.');
    const created = users.create({
      username: username.data,
      email: email.data,
      passwordHash: await hashPassword(password.data),
      firstName: firstName?.data,
      role: 'owner',
      now,
    });
    if (!created) return fail(`The username "${username.data}" is taken by another account: choose another.`);
    return { ok: true, action: 'created', username: created.username, email: created.email, passwordReset: false, sessionsEnded: 0, keptUsername: false };
  }

  if (existing.id === DEMO_USER_ID) return fail('This address belongs to the built-in demo profile, which cannot be the owner.');
  const known = existing.passwordHash !== null && (await verifyPassword(password.data, existing.passwordHash));
  if (!known && !input.resetPassword) {
    return fail(
      `An account with this e-mail address exists (username "${existing.username}"), and this is not its password. ` +
        'Anyone can register any address (there is no e-mail verification), so it is promoted only with its own password, ' +
        'or with --reset-password, which sets this password and signs out all of its sessions first.',
    );
  }
  const resetting = !known;
  const passwordHash = resetting ? await hashPassword(password.data) : undefined;
  const sessions = sessionRepository(db);
  const { sessionsEnded, wasOwner } = db.transaction(() => {
    const ended = resetting ? sessions.deleteForUser(existing.id) : 0;
    users.update(existing.id, { role: 'owner', passwordHash, now });
    return { sessionsEnded: ended, wasOwner: existing.role === 'owner' };
  });
  return {
    ok: true,
    action: wasOwner ? 'already-owner' : 'promoted',
    username: existing.username,
    email: existing.email,
    passwordReset: resetting,
    sessionsEnded,
    keptUsername: username !== undefined && username.data.toLowerCase() !== existing.username.toLowerCase(),
  };
}

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  now?: () => number;
}

/** The command line: returns the exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runOwnerCreate(args: string[], io: CommandIo): Promise<number> {
  let values: { email?: string; username?: string; 'first-name'?: string; 'reset-password'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        'first-name': { type: 'string' },
        'reset-password': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${OWNER_CREATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(OWNER_CREATE_USAGE);
    return 0;
  }
  if (!values.email) {
    io.stderr.write(`--email is required.\n${OWNER_CREATE_USAGE}`);
    return 2;
  }

  const config = loadConfig(io.env);
  const password = io.env.OWNER_PASSWORD ? io.env.OWNER_PASSWORD : await readPassword(io);
  if (password === undefined) {
    io.stderr.write('No password: set OWNER_PASSWORD, or type it (or pipe it) on standard input.\n');
    return 1;
  }
  mkdirSync(path.dirname(config.databaseFile), { recursive: true });
  const db = openDatabase({ file: config.databaseFile });
  try {
    const outcome = await createOrPromoteOwner(
      db,
      { email: values.email, username: values.username, firstName: values['first-name'], password, resetPassword: values['reset-password'] },
      (io.now ?? Date.now)(),
    );
    if (!outcome.ok) {
      io.stderr.write(`${outcome.message}\n`);
      return 1;
    }
    io.stdout.write(`${describe(outcome)} (database ${config.databaseFile})\n`);
    return 0;
  } finally {
    db.$client.close();
  }
}

function describe(o: Extract<OwnerOutcome, { ok: true }>): string {
  const who = `"${o.username}" <${o.email}>`;
  if (o.action === 'created') return `Created the owner account ${who}.`;
  const kept = o.keptUsername ? ' It keeps its username (--username was not used).' : '';
  const reset = o.passwordReset ? ` Its password was reset and ${o.sessionsEnded} session(s) signed out.` : '';
  if (o.action === 'already-owner') return `The existing account ${who} is already the owner.${reset}${kept}`;
  const sessions = o.passwordReset ? '' : ' Its signed-in sessions have the owner role from their next request.';
  return `Promoted the existing account ${who} to owner.${reset}${sessions}${kept}`;
}

/** A terminal: asked twice without echo. A pipe: its first line. Undefined when there is none. */
async function readPassword(io: CommandIo): Promise<string | undefined> {
  if (io.stdin.isTTY && io.stdin.setRawMode) {
    const first = await promptHidden(io, 'Owner password: ');
    if (!first) return undefined;
    const again = await promptHidden(io, 'Once more: ');
    if (again !== first) {
      io.stderr.write('The two passwords differ.\n');
      return undefined;
    }
    return first;
  }
  let text = '';
  for await (const chunk of io.stdin) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/)[0] ?? '';
  return line === '' ? undefined : line;
}

function promptHidden(io: CommandIo, prompt: string): Promise<string> {
  const stdin = io.stdin;
  io.stderr.write(prompt);
  stdin.setRawMode!(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode!(false);
      stdin.pause();
      io.stderr.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          return resolve(value);
        }
        if (ch === '\u0003') {
          finish();
          return reject(new Error('Cancelled'));
        }
        value = ch === '\u007f' || ch === '\b' ? [...value].slice(0, -1).join('') : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}
