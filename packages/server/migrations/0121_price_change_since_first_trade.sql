-- A token younger than a day has no price 24 h before: its change is then taken since its first trade, and
-- this says so (the page marks it rather than showing '—' for every new token).
ALTER TABLE token_data ADD COLUMN price_change_since_first_trade boolean NOT NULL DEFAULT false;
