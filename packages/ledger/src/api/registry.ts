import type { MethodSpec } from './context.js';
import { accountChannels } from './methods/account-channels.js';
import { accountCurrencies } from './methods/account-currencies.js';
import { accountInfo } from './methods/account-info.js';
import { accountLines } from './methods/account-lines.js';
import { accountObjects } from './methods/account-objects.js';
import { accountOffers } from './methods/account-offers.js';
import { accountTx } from './methods/account-tx.js';
import { ammInfo } from './methods/amm-info.js';
import { bookChanges } from './methods/book-changes.js';
import { bookOffers } from './methods/book-offers.js';
import { depositAuthorized } from './methods/deposit-authorized.js';
import { feature } from './methods/feature.js';
import { fee } from './methods/fee.js';
import { gatewayBalances } from './methods/gateway-balances.js';
import { ledgerData } from './methods/ledger-data.js';
import { ledgerEntry } from './methods/ledger-entry.js';
import { ledger, ledgerAccept, ledgerClosed, ledgerCurrent } from './methods/ledger.js';
import { ping, random } from './methods/misc.js';
import { noRippleCheck } from './methods/noripple-check.js';
import { pathFind, ripplePathFind } from './methods/path-find.js';
import { serverDefinitions } from './methods/server-definitions.js';
import { serverInfo, serverState } from './methods/server-info.js';
import { simulate } from './methods/simulate.js';
import { submit } from './methods/submit.js';
import { submitMultisigned } from './methods/submit-multisigned.js';
import { subscribe, unsubscribe } from './methods/subscribe.js';
import { tx } from './methods/tx.js';
import { walletPropose } from './methods/wallet-propose.js';

/** Every method this node answers, by rippled's name; admin ones only for local callers. */
export const METHODS: Readonly<Record<string, MethodSpec>> = {
  account_channels: { handler: accountChannels },
  account_currencies: { handler: accountCurrencies },
  account_info: { handler: accountInfo },
  account_lines: { handler: accountLines },
  account_objects: { handler: accountObjects },
  account_offers: { handler: accountOffers },
  account_tx: { handler: accountTx },
  amm_info: { handler: ammInfo },
  book_changes: { handler: bookChanges },
  book_offers: { handler: bookOffers },
  deposit_authorized: { handler: depositAuthorized },
  feature: { handler: feature },
  fee: { handler: fee },
  gateway_balances: { handler: gatewayBalances },
  ledger: { handler: ledger },
  ledger_accept: { handler: ledgerAccept, admin: true },
  ledger_closed: { handler: ledgerClosed },
  ledger_current: { handler: ledgerCurrent },
  ledger_data: { handler: ledgerData },
  ledger_entry: { handler: ledgerEntry },
  noripple_check: { handler: noRippleCheck },
  path_find: { handler: pathFind },
  ping: { handler: ping },
  random: { handler: random },
  ripple_path_find: { handler: ripplePathFind },
  server_definitions: { handler: serverDefinitions },
  server_info: { handler: serverInfo },
  server_state: { handler: serverState },
  simulate: { handler: simulate },
  submit: { handler: submit },
  submit_multisigned: { handler: submitMultisigned },
  subscribe: { handler: subscribe },
  tx: { handler: tx },
  unsubscribe: { handler: unsubscribe },
  wallet_propose: { handler: walletPropose, admin: true },
};
