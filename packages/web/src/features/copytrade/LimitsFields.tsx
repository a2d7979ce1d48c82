/** The limits of one followed leader: XRP per trade and per day, max slippage, copy sells, liquidity floor. */
import { COPYTRADE_STRINGS as S } from '@horizon/core';
import { AmountField } from '../../trade-ui/FormParts.js';
import type { LimitsForm } from './limits-form.js';
import '../../trade-ui/trade.css';

export function LimitsFields({ form, onChange }: { form: LimitsForm; onChange: (form: LimitsForm) => void }) {
  const set = (patch: Partial<LimitsForm>) => onChange({ ...form, ...patch });
  return (
    <div className="form-stack">
      <div className="form-row">
        <AmountField
          label={S.maxXrpPerTrade}
          testId="copy-per-trade"
          unit="xrp"
          value={form.maxXrpPerTrade}
          onChange={(maxXrpPerTrade) => set({ maxXrpPerTrade })}
        />
        <AmountField
          label={S.maxXrpPerDay}
          testId="copy-per-day"
          unit="xrp"
          value={form.maxXrpPerDay}
          onChange={(maxXrpPerDay) => set({ maxXrpPerDay })}
        />
        <AmountField
          label={S.maxSlippage}
          testId="copy-slippage"
          value={form.maxSlippagePercent}
          onChange={(maxSlippagePercent) => set({ maxSlippagePercent })}
        />
      </div>
      <AmountField
        label={S.minLiquidity}
        testId="copy-min-liquidity"
        value={form.minLiquidityXrp}
        onChange={(minLiquidityXrp) => set({ minLiquidityXrp })}
      />
      <label className="small">
        <input
          type="checkbox"
          data-testid="copy-sells"
          checked={form.copySells}
          onChange={(e) => set({ copySells: e.target.checked })}
        />{' '}
        {S.copySells}
      </label>
    </div>
  );
}
