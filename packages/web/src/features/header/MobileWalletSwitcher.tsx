/** The compact wallet switcher of the mobile menu (spec §2). */
import { MOBILE_WALLET_STRINGS as S, shortenAddress } from '@horizon/core';
import { type WalletControlModel, walletName } from '../../wallet-ui/wallet-control-model.js';

export function MobileWalletSwitcher({ model, onDone }: { model: WalletControlModel; onDone: () => void }) {
  return (
    <div className="mobile-wallets">
      <p className="dropdown-title">{S.switchWallet}</p>
      {model.wallets.length === 0 ? (
        <p className="muted">{S.noWalletsAvailable}</p>
      ) : (
        model.wallets.map((w) => (
          <button
            type="button"
            key={w.address}
            className={`wallet-row-main ${w.address === model.activeAddress ? 'wallet-row-active' : ''}`}
            onClick={() => {
              model.onSwitch(w.address);
              onDone();
            }}
          >
            <span>{walletName(w)}</span>
            <span className="mono muted">{shortenAddress(w.address)}</span>
          </button>
        ))
      )}
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={() => {
          model.onAddWallet();
          onDone();
        }}
      >
        {S.addNew}
      </button>
    </div>
  );
}
