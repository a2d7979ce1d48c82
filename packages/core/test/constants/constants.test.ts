import { describe, expect, it } from 'vitest';
import * as fees from '../../src/constants/fees.js';
import * as wallet from '../../src/constants/wallet.js';
import * as ledger from '../../src/constants/ledger.js';
import * as cache from '../../src/constants/cache.js';
import * as auth from '../../src/constants/auth.js';
import * as ui from '../../src/constants/interface.js';
import * as routes from '../../src/constants/routes.js';

describe('fee programs (spec §1, §9)', () => {
  it('splits the 1% trading fee exactly, in basis points', () => {
    expect(fees.TRADING_FEE_BPS).toBe(100n);
    expect(fees.REFERRAL_FEE_BPS).toBe(30n);
    expect(fees.REFERRAL_SHARE_OF_FEE_PERCENT * fees.TRADING_FEE_BPS).toBe(fees.REFERRAL_FEE_BPS * 100n);
    expect(fees.DEVBACK_FEE_BPS).toBe(5n);
    expect(fees.BURN_FEE_BPS).toBe(25n);
    expect(fees.BURN_FEE_BPS_HORIZON_TOKENS).toBe(40n);
    expect(fees.BASIS_POINTS_PER_WHOLE).toBe(10_000n);
  });

  it('prices premium, the sniper and voting as the spec states', () => {
    expect(fees.SNIPER_FEE_DROPS).toBe(1_000_000n);
    expect(fees.PREMIUM_MIN_PLATFORM_TOKENS).toBe('100');
    expect(fees.PREMIUM_MONTHLY_FEE_DROPS).toBe(5_000_000n);
    expect(fees.VOTING_WINNER_REVENUE_BPS).toBe(500n);
  });

  it('keeps the AMM fee scale, range, display default and slippage default', () => {
    expect(fees.TRADING_FEE_SCALE).toBe(100_000);
    expect(fees.AMM_VOTE_FEE_MIN_RATE).toBe('0');
    expect(fees.AMM_VOTE_FEE_MAX_RATE).toBe('0.01');
    expect(fees.AMM_TRADING_FEE_MAX_UNITS).toBe(1000);
    expect(fees.DEFAULT_AMM_FEE_DISPLAY_PERCENT).toBe(1);
    expect(fees.DEFAULT_SLIPPAGE_PERCENT).toBe(1);
    expect([fees.MIN_SLIPPAGE_PERCENT, fees.MAX_SLIPPAGE_PERCENT]).toEqual(['0.1', '50']);
  });
});

describe('wallets and keys', () => {
  it('has the spec numbers', () => {
    expect(wallet.MAX_WALLETS).toBe(5);
    expect(wallet.WALLET_DB_SCHEMA_VERSION).toBe(7);
    expect(wallet.DEFAULT_DERIVATION_PATH).toBe("m/44'/144'/0'/0/0");
    expect(wallet.GENERATED_MNEMONIC_WORDS).toBe(24);
    expect(wallet.GENERATED_MNEMONIC_ENTROPY_BITS).toBe(256);
    expect(wallet.IMPORT_MNEMONIC_WORD_COUNTS).toEqual([12, 24]);
    expect(wallet.GENERATED_WALLET_ALGORITHM).toBe('ed25519');
    expect(wallet.DEFAULT_IMPORT_ALGORITHM).toBe('secp256k1');
    expect(wallet.AES_GCM_KEY_BITS).toBe(256);
    expect(wallet.AES_GCM_IV_BYTES).toBe(12);
    expect(wallet.MASTER_KEY_ID).toBe('master');
    expect(wallet.LOCAL_CREDENTIALS).toBe('LOCAL');
    expect(wallet.MIGRATED_WALLET_LABEL).toBe('Main Wallet');
    expect(wallet.defaultWalletLabel(3)).toBe('Wallet 3');
  });
});

describe('trustlines, batches and the ledger client', () => {
  it('has the spec numbers in drops and exact decimals', () => {
    expect(ledger.DROPS_PER_XRP).toBe(1_000_000n);
    expect(ledger.TRUSTLINE_RESERVE_DROPS).toBe(2_000_000n);
    expect(ledger.TRUSTLINE_CLEAR_FREED_DROPS).toBe(200_000n);
    expect(ledger.TRUSTLINE_DEFAULT_LIMIT).toBe('1000000000');
    expect(ledger.TRUSTLINE_CLEAR_LIMIT).toBe('0');
    expect(ledger.HOLDINGS_FETCH_ATTEMPTS).toBe(2);
    expect([ledger.holdingsRetryDelayMs(1), ledger.holdingsRetryDelayMs(2)]).toEqual([1000, 2000]);
    expect(ledger.CLEAR_ALL_BATCH_SIZE).toBe(10);
    expect(ledger.CLEAR_ALL_BATCH_DELAY_MS).toBe(500);
    expect(ledger.FEE_CUSHION).toBe('1.2');
    expect(ledger.MAX_FEE_DROPS).toBe(2_000_000n);
    expect([ledger.MIN_PAGE_LIMIT, ledger.MAX_PAGE_LIMIT]).toEqual([10, 400]);
    expect(ledger.INTENTIONAL_DISCONNECT_CODE).toBe(1000);
    expect(ledger.PARTIAL_PAYMENT_WARNING_ID).toBe(2001);
  });
});

describe('cache', () => {
  it('has the spec numbers', () => {
    expect(cache.CACHE_VERSION).toBe(3);
    expect(cache.CACHE_LAST_MIGRATABLE_VERSION).toBe(2);
    expect(cache.CACHE_STALE_MS).toBe(86_400_000);
    expect(cache.lpStaleMs(true)).toBe(120_000);
    expect(cache.lpStaleMs(false)).toBe(600_000);
    expect(cache.CACHE_MAX_STORAGE_BYTES).toBe(5_242_880);
    expect(cache.MEMORY_CACHE_TTL_MS).toBe(60_000);
    expect(cache.MEMORY_CACHE_MAX_WALLETS).toBe(20);
    expect(cache.CACHE_WRITE_DELAY_MS).toBe(100);
    expect(cache.CACHE_MAX_TRANSACTIONS).toBe(50);
    expect(cache.LP_PATTERN_TTL_MS).toBe(3_600_000);
    expect([cache.LP_PATTERN_TRIM_ABOVE, cache.LP_PATTERN_TRIM_TO]).toEqual([1000, 500]);
    expect(cache.CACHE_CLEANUP_PERCENT).toBe(30);
  });
});

describe('auth library defaults', () => {
  it('has the spec numbers and back-offs', () => {
    expect(auth.AUTH_AUTO_REFRESH_TICK_MS).toBe(30_000);
    expect(auth.AUTH_REFRESH_THRESHOLD_TICKS).toBe(3);
    expect([0, 1, 2, 3].map(auth.authRetryDelayMs)).toEqual([200, 400, 800, 1600]);
    expect(auth.AUTH_KEY_SET_CACHE_MS).toBe(600_000);
    expect(auth.REALTIME_TIMEOUT_MS).toBe(10_000);
    expect(auth.REALTIME_HEARTBEAT_MS).toBe(25_000);
    expect([1, 2, 3, 4, 5, 9].map(auth.realtimeReconnectDelayMs)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
    expect(auth.AUTH_RETRYABLE_STATUSES).toEqual([502, 503, 504]);
  });
});

describe('interface numbers', () => {
  it('has the spec numbers', () => {
    expect(ui.APP_VERSION).toBe('2.0.0');
    expect(ui.SEARCH_HISTORY_MAX).toBe(10);
    expect(ui.SEARCH_DEBOUNCE_MS).toBe(300);
    expect(ui.SEARCH_RESULTS_MAX).toBe(10);
    expect([ui.SEARCH_SUBQUERY_MIN_ROWS, ui.SEARCH_SUBQUERY_MAX_ROWS]).toEqual([1, 10]);
    expect(ui.SEARCH_DROPDOWN_MAX_HEIGHT_REM).toBe(24);
    expect(ui.WALLET_SWITCH_INDICATOR_MS).toBe(300);
    expect(ui.COPY_CONFIRMATION_MS).toBe(2000);
    expect(ui.REFERRAL_KEYS_CLEAR_MS).toBe(3000);
    expect(ui.HEADER_SCROLL_THRESHOLD_PX).toBe(20);
    expect(ui.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(ui.SCROLL_TOP_REPEAT_MS).toBe(100);
    expect([ui.MARKET_CAP_BILLION, ui.MARKET_CAP_MILLION, ui.MARKET_CAP_THOUSAND]).toEqual([
      1_000_000_000n,
      1_000_000n,
      1000n,
    ]);
    expect(ui.MARKET_CAP_DECIMALS).toBe(2);
    expect([ui.SHORT_ADDRESS_HEAD, ui.SHORT_ADDRESS_TAIL]).toEqual([6, 4]);
  });
});

describe('routes (spec §2)', () => {
  it('gates exactly the four verified routes and returns to /wallet by default', () => {
    expect(routes.GATED_ROUTES).toEqual(['/wallet', '/launch', '/sniper', '/trustless-test']);
    expect(routes.DEFAULT_POST_VERIFY_PATH).toBe('/wallet');
    expect(routes.ROUTES.landing).toBe('/horizon');
    expect(routes.ROUTES.liveMarkets).toBe('/live-markets');
    expect(routes.ROUTES.home).toBe('/home');
  });

  it('builds token and wallet-view links', () => {
    expect(routes.tokenRoute('USD:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(
      '/token/USD:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    );
    expect(routes.viewWalletRoute('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(
      '/view-wallet?address=rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    );
  });

  it('reads the token id of a token page and the API path of its record, refusing other paths', () => {
    const id = 'USD:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    expect(routes.tokenIdOfPage(`/token/${encodeURIComponent(id)}/`)).toBe(id);
    expect(routes.tokenRecordPathOfPage(`/token/${id}`)).toBe(`/api/tokens/${encodeURIComponent(id)}`);
    for (const other of ['/token/', '/token/a/b', '/tokens/x', '/token/%E0%A4%A']) {
      expect(routes.tokenIdOfPage(other), other).toBeUndefined();
      expect(routes.tokenRecordPathOfPage(other), other).toBeUndefined();
    }
  });
});
