-- Escrow contribution pools (issue 10): each contribution is a native EscrowCreate from its contributor to the
-- pool's beneficiary, cancellable after the deadline, finishable only with a PREIMAGE-SHA-256 fulfillment the
-- server keeps sealed (AES-256-GCM under the server master key, bound to the contribution's id).
CREATE TABLE escrow_pools (
  id uuid PRIMARY KEY,
  beneficiary text NOT NULL,
  purpose text NOT NULL,
  target_drops bigint NOT NULL CHECK (target_drops > 0),
  deadline timestamptz NOT NULL,
  -- The escrows' CancelAfter in ledger time (seconds since 2000-01-01 UTC).
  cancel_after bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('open', 'finishing', 'completed', 'refunding')),
  created_at timestamptz NOT NULL
);
CREATE INDEX escrow_pools_state ON escrow_pools (state);

-- 'issued' when the EscrowCreate was handed out for signing; 'locked' once validated on the ledger; then
-- 'finished' (delivered to the beneficiary) or 'refunded' (cancelled back to its owner).
CREATE TABLE escrow_contributions (
  id uuid PRIMARY KEY,
  pool_id uuid NOT NULL REFERENCES escrow_pools (id),
  request_id uuid NOT NULL UNIQUE,
  owner text NOT NULL,
  escrow_sequence bigint NOT NULL,
  amount_drops bigint NOT NULL CHECK (amount_drops > 0),
  condition text NOT NULL,
  sealed_preimage text NOT NULL,
  iv text NOT NULL,
  auth_tag text NOT NULL,
  state text NOT NULL CHECK (state IN ('issued', 'locked', 'finished', 'refunded')),
  create_tx_hash text,
  finish_tx_hash text,
  cancel_tx_hash text,
  created_at timestamptz NOT NULL,
  UNIQUE (owner, escrow_sequence, request_id)
);
CREATE INDEX escrow_contributions_pool ON escrow_contributions (pool_id, state);
