/**
 * /wallet: the account (balance and reserve, receive, or how to activate it), holdings with PnL, LP
 * positions, open orders, trustlines, send, history, the referral code, the wallet list (switch, rename, remove,
 * disconnect all) and the app lock's Security card; before the first funding, a reminder to back up. Each
 * flow's success refreshes.
 */
import { BACKUP_REMINDER_STRINGS, WALLET_ERRORS } from '@horizon/core';
import { useCallback, useEffect, useState } from 'react';
import { useWallets } from '../../wallets/index.js';
import { NoWalletState } from '../../wallet-ui/modals/NoWalletState.js';
import { useHoldings } from '../../trade-ui/useTradeQuote.js';
import '../../trade-ui/trade.css';
import { AccountCard } from './AccountCard.js';
import { BackupReminder } from './BackupReminder.js';
import { HistoryCard } from './HistoryCard.js';
import { HoldingsCard } from './HoldingsCard.js';
import { LpPositionsCard } from './LpPositionsCard.js';
import { OpenOrders } from '../../trade-ui/OpenOrders.js';
import { ReferralCard } from './ReferralCard.js';
import { SecurityCard } from './SecurityCard.js';
import { WalletsCard } from '../../wallet-ui/list/WalletsCard.js';
import { SendForm } from './SendForm.js';
import { TrustlinesCard } from './TrustlinesCard.js';
import { FaucetButton } from './FaucetButton.js';
import { useBackupPending } from './useBackupPending.js';

const UNACTIVATED_POLL_MS = 3000;

export function WalletDashboard() {
  const { activeAddress } = useWallets();
  if (!activeAddress) return <NoWalletState heading="Wallet" title={WALLET_ERRORS.noWalletConnected} />;
  return <Dashboard key={activeAddress} address={activeAddress} />;
}

function Dashboard({ address }: { address: string }) {
  const [refresh, setRefresh] = useState(0);
  const changed = useCallback(() => setRefresh((n) => n + 1), []);
  const holdings = useHoldings(address, refresh);
  const backupPending = useBackupPending(address);
  // The faucet slot: the localnet/testnet faucet button goes here; it asks first while the backup is pending.
  const faucet = (
    <FaucetButton
      address={address}
      onFunded={changed}
      confirmFirst={backupPending ? BACKUP_REMINDER_STRINGS.faucetConfirm : null}
    />
  );
  const activated = holdings?.is_activated ?? true;
  // Until its first funding arrives, look again every few seconds: the page follows without a reload.
  useEffect(() => {
    if (activated) return;
    const timer = window.setInterval(changed, UNACTIVATED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [activated, changed]);
  return (
    <div className="page wallet-dashboard">
      {!activated && backupPending && <BackupReminder address={address} />}
      <AccountCard address={address} holdings={holdings} faucet={faucet} />
      {activated && (
        <>
          <HoldingsCard holdings={holdings} />
          <SendForm address={address} holdings={holdings} onSent={changed} />
          <TrustlinesCard address={address} refreshKey={refresh} onChanged={changed} />
          <LpPositionsCard address={address} holdings={holdings} refreshKey={refresh} onChanged={changed} />
          <div className="wide">
            <OpenOrders address={address} refreshKey={refresh} />
          </div>
          <HistoryCard address={address} refreshKey={refresh} />
        </>
      )}
      <ReferralCard address={address} />
      <WalletsCard />
      <SecurityCard />
    </div>
  );
}
