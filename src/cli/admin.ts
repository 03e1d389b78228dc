/**
 * `ce admin ...`: the operator's commands on the database DATABASE_URL names (the same
 * one the server uses). Tokens are printed in full only when created.
 *
 *   ce admin account create --email E [--password P] [--json]  -> {"accountId","primaryToken"}
 *   ce admin token create --account ID [--json]     -> {"token"}
 *   ce admin token deactivate TOKEN
 *   ce admin credits grant --account ID --amount N [--json]
 *   ce admin usage --account ID [--json]
 */
import { parseArgs } from "node:util";
import { openStore } from "../store/index.js";
import { StoreConflictError, type Store } from "../store/store.js";
import { accountUsage, deactivateTokenByValue, issueAccount, issueToken } from "../usage/accounts.js";
import { loadConfig } from "../server/config.js";
import { normalizeEmail } from "../dashboard/email.js";
import { checkNewPassword, hashPassword, PASSWORD_PROBLEM_TEXT } from "../dashboard/passwords.js";

export const ADMIN_USAGE = `  ce admin account create --email E [--password P] [--json]
  ce admin token create --account ID [--json]
  ce admin token deactivate TOKEN
  ce admin credits grant --account ID --amount N [--json]
  ce admin usage --account ID [--json]`;

/** A usage mistake: printed with the usage text, exit 2. */
export class AdminUsageError extends Error {
  override readonly name = "AdminUsageError";
}
/** A request the database refuses (unknown account, duplicate email): exit 1. */
export class AdminFailure extends Error {
  override readonly name = "AdminFailure";
}

type Out = (line: string) => void;

function positiveInt(value: string | undefined, flag: string): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < 1) throw new AdminUsageError(`${flag} must be a positive whole number`);
  return n;
}

const COMMANDS = ["account create", "token create", "token deactivate", "credits grant", "usage"] as const;
type Command = (typeof COMMANDS)[number];

function parseCommand(args: readonly string[]): { command: Command; rest: string[] } {
  const [group = "", action = ""] = args;
  // `usage` has no action word: its options follow the group name.
  const command = group === "usage" ? "usage" : `${group} ${action}`;
  if (!(COMMANDS as readonly string[]).includes(command)) throw new AdminUsageError(`unknown admin command "${command.trim()}"`);
  return { command: command as Command, rest: args.slice(command === "usage" ? 1 : 2) };
}

function parseOptions(rest: string[]) {
  try {
    return parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        account: { type: "string" },
        amount: { type: "string" },
        json: { type: "boolean", default: false },
      },
    });
  } catch (err) {
    throw new AdminUsageError(err instanceof Error ? err.message : String(err));
  }
}

export async function runAdmin(args: readonly string[], env: NodeJS.ProcessEnv, out: Out): Promise<void> {
  const { command, rest } = parseCommand(args);
  const { values, positionals } = parseOptions(rest);
  const store = await openStore(loadConfig(env).databaseUrl);
  try {
    switch (command) {
      case "account create":
        return await accountCreate(store, values.email, values.password, values.json, out);
      case "token create":
        return await tokenCreate(store, positiveInt(values.account, "--account"), values.json, out);
      case "token deactivate":
        return await tokenDeactivate(store, positionals, out);
      case "credits grant":
        return await creditsGrant(store, positiveInt(values.account, "--account"), positiveInt(values.amount, "--amount"), values.json, out);
      case "usage":
        return await usage(store, positiveInt(values.account, "--account"), values.json, out);
    }
  } finally {
    await store.close();
  }
}

/**
 * `--password` lets the account sign in to the dashboard (needed when SIGNUP=closed). It is
 * visible in the process list and shell history while the command runs: the owner should
 * change it at the first sign-in (/account).
 */
async function accountCreate(store: Store, email: string | undefined, password: string | undefined, json: boolean, out: Out): Promise<void> {
  const e = email?.trim() ?? "";
  if (!/^[^\s@]+@[^\s@]+$/.test(e)) throw new AdminUsageError("--email must be an email address");
  // Stored lowercased, as the dashboard's sign-up does, so the owner can sign in with it.
  const dashboardEmail = password !== undefined ? normalizeEmail(e) : e;
  if (dashboardEmail === null) throw new AdminUsageError("--email must be an email address");
  if (password !== undefined) {
    const problem = checkNewPassword(password, dashboardEmail);
    if (problem !== null) throw new AdminUsageError(`--password: ${PASSWORD_PROBLEM_TEXT[problem]}`);
  }
  try {
    const issued = await issueAccount(store, dashboardEmail);
    if (password !== undefined) await store.setPasswordHash(issued.accountId, await hashPassword(password));
    if (json) out(JSON.stringify({ accountId: issued.accountId, primaryToken: issued.primaryToken }));
    else out(`account ${issued.accountId} (${e})\nprimary token, shown only this once:\n${issued.primaryToken}`);
  } catch (err) {
    if (err instanceof StoreConflictError) throw new AdminFailure(`an account with email ${e} already exists`);
    throw err;
  }
}

async function requireAccount(store: Store, accountId: number): Promise<void> {
  if ((await store.getAccount(accountId)) === null) throw new AdminFailure(`no account ${accountId}`);
}

async function tokenCreate(store: Store, accountId: number, json: boolean, out: Out): Promise<void> {
  await requireAccount(store, accountId);
  const { token } = await issueToken(store, accountId, false);
  if (json) out(JSON.stringify({ token }));
  else out(`additional token for account ${accountId} (uses credits only), shown only this once:\n${token}`);
}

async function tokenDeactivate(store: Store, positionals: readonly string[], out: Out): Promise<void> {
  if (positionals.length !== 1) throw new AdminUsageError("token deactivate takes the whole token: ce admin token deactivate ce_...");
  const done = await deactivateTokenByValue(store, positionals[0]!.trim());
  if (!done) throw new AdminFailure("no active token matches (malformed, unknown or already deactivated)");
  out("deactivated");
}

async function creditsGrant(store: Store, accountId: number, amount: number, json: boolean, out: Out): Promise<void> {
  await requireAccount(store, accountId);
  const balance = await store.grantCredits(accountId, amount);
  if (json) out(JSON.stringify({ accountId, credits: balance }));
  else out(`account ${accountId}: ${balance} credits`);
}

async function usage(store: Store, accountId: number, json: boolean, out: Out): Promise<void> {
  const u = await accountUsage(store, accountId, Date.now());
  if (u === null) throw new AdminFailure(`no account ${accountId}`);
  const tokens = u.tokens.map((t) => ({
    id: t.id,
    displayPrefix: t.displayPrefix,
    primary: t.isPrimary,
    active: t.active,
    createdAt: t.createdAt.toISOString(),
    lastUsedAt: t.lastUsedAt === null ? null : t.lastUsedAt.toISOString(),
  }));
  if (json) {
    out(
      JSON.stringify({
        accountId: u.accountId,
        day: u.day,
        freeUsedToday: u.freeUsedToday,
        freeRemainingToday: u.freeRemainingToday,
        secondsToReset: u.secondsToReset,
        credits: u.credits,
        tokens,
      }),
    );
    return;
  }
  const lines = [
    `account ${u.accountId}, ${u.day} (UTC): ${u.freeUsedToday} free requests used, ${u.freeRemainingToday} left; ${u.credits} credits`,
    ...tokens.map((t) => `  ${t.displayPrefix}...  ${t.primary ? "primary   " : "additional"}  ${t.active ? "active  " : "inactive"}  created ${t.createdAt}  last used ${t.lastUsedAt ?? "never"}`),
  ];
  out(lines.join("\n"));
}
