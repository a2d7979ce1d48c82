/**
 * Wallets the program journeys start from: made and funded on the ledger here (so their premium standing is
 * set exactly), then imported by family seed into a verified visitor's browser vault, as a user would.
 */
import { Wallet } from 'xrpl';
import { DESKTOP, type SeededToken, type Stack, type Viewport } from '../../../src/index.js';
import { type Trader, fund, verifiedOnWallet } from '../journey.js';
import { importWallet } from '../wallet-ui.js';

const TRUST_LIMIT = '1000000000';

/** A new account with `xrp` XRP holding `tokens` of `token` (a trust line, then a payment from the issuer). */
export async function holderOf(
  stack: Stack,
  xrp: bigint,
  token: SeededToken,
  tokens: string,
): Promise<Wallet> {
  const wallet = await stack.ledger.fundedWallet(xrp);
  const line = { currency: token.currency, issuer: token.issuer };
  await stack.ledger.submit(wallet, {
    TransactionType: 'TrustSet',
    LimitAmount: { ...line, value: TRUST_LIMIT },
  });
  await payTokens(stack, wallet.address, token, tokens);
  return wallet;
}

/** The issuer pays `tokens` more of `token` to `address`. */
export async function payTokens(stack: Stack, address: string, token: SeededToken, tokens: string) {
  await stack.ledger.submit(stack.market.issuer, {
    TransactionType: 'Payment',
    Destination: address,
    Amount: { currency: token.currency, issuer: token.issuer, value: tokens },
  });
}

/** `wallet` pays `xrp` XRP to the treasury (the genesis account on the trading stack). */
export async function payTreasury(stack: Stack, wallet: Wallet, xrp: bigint): Promise<void> {
  await stack.ledger.submit(wallet, {
    TransactionType: 'Payment',
    Destination: stack.ledger.genesis.address,
    Amount: String(xrp * 1_000_000n),
  });
}

/** A verified visitor with `wallet` imported by its family seed, the active wallet of its vault. */
export async function visitorWith(
  stack: Stack,
  wallet: Wallet,
  viewport: Viewport = DESKTOP,
): Promise<Trader> {
  const tracked = await stack.openPage(viewport);
  const { page } = tracked;
  await verifiedOnWallet(page);
  // Importing proves the wallet to the session in the background, then registers it; a page opened before
  // that answer would meet an unproved wallet, so the visitor is ready only once registration has answered.
  const registered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/trustless/register_wallet_frontend',
  );
  const shown = await importWallet(page, 'Family seed', wallet.seed ?? '');
  await registered;
  if (shown.address !== wallet.address) throw new Error(`imported ${shown.address}, not ${wallet.address}`);
  return { tracked, page, address: wallet.address };
}

/** A verified visitor whose vault holds a new account funded with `xrp` XRP. */
export async function fundedVisitor(stack: Stack, xrp: bigint, viewport: Viewport = DESKTOP) {
  const wallet = Wallet.generate();
  await fund(stack, wallet.address, xrp);
  return { wallet, visitor: await visitorWith(stack, wallet, viewport) };
}

/** `wallet` trusts the token `CUR:issuer` (signed in the user's own wallet, outside the app). */
export async function trustToken(stack: Stack, wallet: Wallet, tokenId: string): Promise<void> {
  const [currency, issuer] = tokenId.split(':');
  await stack.ledger.submit(wallet, {
    TransactionType: 'TrustSet',
    LimitAmount: { currency: currency ?? '', issuer: issuer ?? '', value: TRUST_LIMIT },
  });
}
