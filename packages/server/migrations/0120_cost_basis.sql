-- PnL at average cost (issue 16): per holding, the XRP paid for the tokens still held, what sells realized
-- (proceeds - average cost of what was sold) and whether some tokens came without XRP (airdrops, transfers
-- in); per trade, what a sell realized, for the 24 h and 7 d leaderboards.
ALTER TABLE holdings ADD COLUMN cost_basis_drops bigint NOT NULL DEFAULT 0;
ALTER TABLE holdings ADD COLUMN realized_pnl_drops bigint NOT NULL DEFAULT 0;
ALTER TABLE holdings ADD COLUMN has_zero_cost_tokens boolean NOT NULL DEFAULT false;
ALTER TABLE trades ADD COLUMN realized_pnl_drops bigint NOT NULL DEFAULT 0;

-- Positions indexed before: the order of their trades is not replayed here, so what is still held keeps the
-- net XRP put in as its cost and the rest counts as realized. realized + unrealized is exact all the same
-- (sold - spent + value now); only the split between the two is approximate for them.
UPDATE holdings SET
  cost_basis_drops = CASE WHEN balance > 0 AND xrp_spent_drops > xrp_sold_drops
    THEN xrp_spent_drops - xrp_sold_drops ELSE 0 END,
  realized_pnl_drops = xrp_sold_drops - xrp_spent_drops + CASE WHEN balance > 0 AND xrp_spent_drops > xrp_sold_drops
    THEN xrp_spent_drops - xrp_sold_drops ELSE 0 END,
  has_zero_cost_tokens = EXISTS (SELECT 1 FROM transfers t
    WHERE t.to_address = holdings.classic_address AND t.token_id = holdings.token_id);
