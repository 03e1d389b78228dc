/**
 * Account and token operations the CLI (`ce admin ...`), the dashboard and the first
 * start of `ce serve` share: they generate the token, store only its hash and display
 * prefix, and return the full token exactly once.
 */
import type { AccountId, Store, TokenId, TokenInfo } from "../store/store.js";
import { freeRemaining, secondsUntilReset, utcDayKey } from "./allowance.js";
import { displayPrefix, generateToken, hashToken, parseToken } from "./token.js";

export interface IssuedAccount {
  readonly accountId: AccountId;
  readonly primaryTokenId: TokenId;
  /** Show once; it is not stored anywhere. */
  readonly primaryToken: string;
}

/** A new account with its primary token (DECISIONS.md: created with the account). */
export async function issueAccount(store: Store, email: string): Promise<IssuedAccount> {
  const accountId = await store.createAccount(email);
  const { tokenId, token } = await issueToken(store, accountId, true);
  return { accountId, primaryTokenId: tokenId, primaryToken: token };
}

export async function issueToken(store: Store, accountId: AccountId, isPrimary = false, name: string | null = null): Promise<{ tokenId: TokenId; token: string }> {
  const token = generateToken();
  const tokenId = await store.createToken({ accountId, hash: hashToken(token), displayPrefix: displayPrefix(token), isPrimary, name });
  return { tokenId, token };
}

/** Deactivates the token given in full; false if it is malformed, unknown or already inactive. */
export async function deactivateTokenByValue(store: Store, token: string): Promise<boolean> {
  if (!parseToken(token).ok) return false;
  const found = await store.findActiveTokenByHash(hashToken(token));
  return found !== null && store.deactivateToken(found.id);
}

/** Today's usage for an account: the `ce admin usage --json` shape and the dashboard's numbers. */
export interface AccountUsage {
  readonly accountId: AccountId;
  readonly day: string;
  readonly freeUsedToday: number;
  readonly freeRemainingToday: number;
  readonly secondsToReset: number;
  /** The credit balance. */
  readonly credits: number;
  readonly tokens: readonly TokenInfo[];
}

export async function accountUsage(store: Store, accountId: AccountId, nowMs: number): Promise<AccountUsage | null> {
  const account = await store.getAccount(accountId);
  if (account === null) return null;
  const day = utcDayKey(nowMs);
  const freeUsedToday = await store.freeUsedOn(accountId, day);
  return {
    accountId,
    day,
    freeUsedToday,
    // The account's allowance is the primary token's (additional tokens have none).
    freeRemainingToday: freeRemaining({ isPrimary: true, freeUsedToday }),
    secondsToReset: secondsUntilReset(nowMs),
    credits: account.credits,
    tokens: await store.listTokens(accountId),
  };
}

