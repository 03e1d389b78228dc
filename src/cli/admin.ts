/**
 * `ce admin ...`: the operator's commands on the database DATABASE_URL names (the same
 * one the server uses). Tokens are printed in full only when created.
 *
 *   ce admin account create --email E [--password P | --base-url URL] [--json]
 *       -> {"accountId","primaryToken"} (+ "signInLink" without --password)
 *   ce admin account link --account ID [--base-url URL] [--json]  -> {"signInLink"}
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
import { issueSignInLink, SIGNIN_LINK_LIFETIME_MS, signInLinkUrl } from "../dashboard/signin-links.js";

export { ADMIN_USAGE } from "./admin-usage.js";

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

const COMMANDS = ["account create", "account link", "token create", "token deactivate", "credits grant", "usage"] as const;
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
        "base-url": { type: "string" },
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
  const config = loadConfig(env);
  const baseUrl = linkBase(values["base-url"], config.port);
  const store = await openStore(config.databaseUrl);
  try {
    switch (command) {
      case "account create":
        return await accountCreate(store, { email: values.email, password: values.password, baseUrl, json: values.json }, out);
      case "account link":
        return await accountLink(store, positiveInt(values.account, "--account"), baseUrl, values.json, out);
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
 * Where a printed sign-in link points: `--base-url`, or this machine's server on PORT
 * (the dashboard as `npm start` serves it). Only an http(s) URL without query or fragment.
 */
function linkBase(option: string | undefined, port: number): string {
  const raw = option?.trim() || `http://127.0.0.1:${port === 0 ? 8080 : port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AdminUsageError("--base-url must be an http or https URL, such as https://extract.example.com");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search !== "" || url.hash !== "") {
    throw new AdminUsageError("--base-url must be an http or https URL without query or fragment");
  }
  return url.href.replace(/\/+$/, "");
}

interface AccountCreateOptions {
  readonly email: string | undefined;
  readonly password: string | undefined;
  readonly baseUrl: string;
  readonly json: boolean;
}

/**
 * `--password` lets the account sign in to the dashboard (needed when SIGNUP=closed). It is
 * visible in the process list and shell history while the command runs: the owner should
 * change it at the first sign-in (/account). Without it, a one-time sign-in link is printed
 * instead (src/dashboard/signin-links.ts): it works once, for 24 hours, and lets the owner
 * choose a password.
 */
async function accountCreate(store: Store, options: AccountCreateOptions, out: Out): Promise<void> {
  const { password, json } = options;
  const e = options.email?.trim() ?? "";
  if (!/^[^\s@]+@[^\s@]+$/.test(e)) throw new AdminUsageError("--email must be an email address");
  // Stored lowercased, as the dashboard's sign-up does, so the owner can sign in with it.
  const dashboardEmail = normalizeEmail(e);
  if (dashboardEmail === null) throw new AdminUsageError("--email must be an email address");
  if (password !== undefined) {
    const problem = checkNewPassword(password, dashboardEmail);
    if (problem !== null) throw new AdminUsageError(`--password: ${PASSWORD_PROBLEM_TEXT[problem]}`);
  }
  try {
    const issued = await issueAccount(store, dashboardEmail);
    if (password !== undefined) await store.setPasswordHash(issued.accountId, await hashPassword(password));
    const link = password === undefined ? await newSignInLink(store, issued.accountId, options.baseUrl) : null;
    if (json) out(JSON.stringify({ accountId: issued.accountId, primaryToken: issued.primaryToken, ...(link !== null ? { signInLink: link } : {}) }));
    else {
      const lines = [`account ${issued.accountId} (${dashboardEmail})`, "primary token, shown only this once:", issued.primaryToken];
      if (link !== null) lines.push(SIGNIN_LINK_LABEL, link);
      out(lines.join("\n"));
    }
  } catch (err) {
    if (err instanceof StoreConflictError) throw new AdminFailure(`an account with email ${e} already exists`);
    throw err;
  }
}

const SIGNIN_LINK_LABEL = `one-time dashboard sign-in link (works once, for ${SIGNIN_LINK_LIFETIME_MS / 3_600_000} hours; the owner then chooses a password):`;

async function newSignInLink(store: Store, accountId: number, baseUrl: string): Promise<string> {
  const token = await issueSignInLink(store, accountId, Date.now());
  if (token === null) throw new AdminFailure(`no account ${accountId} (or it is deleted)`);
  return signInLinkUrl(baseUrl, token);
}

/** A new one-time sign-in link for an existing account: its owner lost the first, or forgot the password. */
async function accountLink(store: Store, accountId: number, baseUrl: string, json: boolean, out: Out): Promise<void> {
  const link = await newSignInLink(store, accountId, baseUrl);
  if (json) out(JSON.stringify({ signInLink: link }));
  else out(`${SIGNIN_LINK_LABEL}\n${link}`);
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
