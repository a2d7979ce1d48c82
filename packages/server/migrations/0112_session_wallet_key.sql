-- The key that proved each wallet binding, as the address it derives (the account's own for its master key,
-- else its regular key's): the binding holds only while that key still controls the account on the ledger.
ALTER TABLE session_wallets ADD COLUMN key_address text;
-- Bindings made before by the master key keep working; those made by a regular key must be proved again.
UPDATE session_wallets SET key_address = classic_address WHERE key_kind = 'master';
