-- The 24 h price change of token_data: percent in exact hundredths, NULL when no trade priced the token 24 h before.
ALTER TABLE token_data ADD COLUMN price_change_24h numeric;
CREATE INDEX token_data_price_change_24h ON token_data (price_change_24h DESC NULLS LAST, id);
