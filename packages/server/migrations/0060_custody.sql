-- Server-held hot wallets (issue 10): each user's pre-snipe wallet and the operator's payout wallet. The seed is
-- sealed with AES-256-GCM under the server master key (never stored or logged in the clear); the address is
-- the sealed record's additional data, so a record copied onto another row does not open.
CREATE TABLE hot_wallets (
  address text PRIMARY KEY,
  -- What the wallet is for: 'pre_snipe' (owner = the user's wallet) or 'payout' (owner = 'operator').
  purpose text NOT NULL CHECK (purpose IN ('pre_snipe', 'payout')),
  owner text NOT NULL,
  sealed_seed text NOT NULL,
  iv text NOT NULL,
  auth_tag text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (purpose, owner)
);
