-- Wallets known to the server (registration, referral codes) and proof of control bound to sessions.
CREATE TABLE wallets (
  classic_address text PRIMARY KEY,
  referral_code text NOT NULL UNIQUE,
  referred_by text REFERENCES wallets (classic_address),
  referred_at timestamptz,
  registered_at timestamptz NOT NULL,
  CONSTRAINT wallets_no_self_referral CHECK (referred_by IS NULL OR referred_by <> classic_address)
);
CREATE INDEX wallets_referred_by ON wallets (referred_by);

-- One open challenge per session and wallet; consumed by the first proof attempt.
CREATE TABLE wallet_challenges (
  challenge text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  classic_address text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX wallet_challenges_session_wallet ON wallet_challenges (session_id, classic_address);
CREATE INDEX wallet_challenges_expires_at ON wallet_challenges (expires_at);

-- Wallets whose control was proven in a session; the binding ends with the session.
CREATE TABLE session_wallets (
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  classic_address text NOT NULL,
  key_kind text NOT NULL CHECK (key_kind IN ('master', 'regular')),
  bound_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, classic_address)
);
