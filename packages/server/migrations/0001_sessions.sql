-- Verified sessions (spec §2, §4): the cookie carries a secret token; only its SHA-256 is stored.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  bot_check text NOT NULL CHECK (bot_check IN ('altcha', 'turnstile')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- Each ALTCHA solution opens one session only; kept until the challenge itself would have expired.
CREATE TABLE bot_check_solutions (
  solution_key text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX bot_check_solutions_expires_at ON bot_check_solutions (expires_at);
