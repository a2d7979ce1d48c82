/**
 * What the demo market holds: who launches what, how big each pool starts, and how busy each token is.
 * Amounts are decimal strings (XRP and token units), never floats.
 */

/** One token the seed launches through the product's launch flow. */
export interface TokenPlan {
  readonly ticker: string;
  readonly name: string;
  readonly description: string;
  /** The demo wallet that launches it (and becomes its developer). */
  readonly creator: string;
  readonly supply: string;
  readonly poolXrp: string;
  readonly poolTokens: string;
  /** AMM trading fee in 1/100000 (1000 = 1%). */
  readonly tradingFee: number;
  /** Trades made right after launch, so older tokens have a longer history. */
  readonly historyTrades: number;
  /** How often the bots pick it, relative to the others. */
  readonly popularity: number;
  /** Website label for its links (a reserved .example domain: nothing to fetch). */
  readonly site: string;
  /** The market's own tokens (platform, community, USD) are not bot favourites for swaps. */
  readonly role: 'platform' | 'community' | 'usd' | 'launched';
  /** Launched this long after the seed began (0 = at once), so the market's tokens differ in age. */
  readonly launchAfterMinutes: number;
}

export const TREASURY = 'treasury';
export const HOUSE = 'creator:horizon';
export const BOT_COUNT = 6;
export const botName = (i: number): string => `bot:${i}`;

const token = (
  ticker: string,
  name: string,
  description: string,
  creator: string,
  sizes: Pick<
    TokenPlan,
    'supply' | 'poolXrp' | 'poolTokens' | 'tradingFee' | 'historyTrades' | 'popularity'
  > &
    Partial<Pick<TokenPlan, 'launchAfterMinutes'>>,
  role: TokenPlan['role'] = 'launched',
): TokenPlan => ({
  ticker,
  name,
  description,
  creator,
  launchAfterMinutes: 0,
  ...sizes,
  site: name.toLowerCase().replace(/[^a-z0-9]+/g, ''),
  role,
});

// Order matters: the market's own tokens first, then launches from oldest to newest.
export const DEMO_TOKENS: readonly TokenPlan[] = [
  token(
    'USD',
    'Demo Dollar',
    'A demo stablecoin on the localnet; its XRP pool sets the XRP/USD rate shown across the app.',
    HOUSE,
    {
      supply: '10000000',
      poolXrp: '100000',
      poolTokens: '250000',
      tradingFee: 100,
      historyTrades: 2,
      popularity: 2,
    },
    'usd',
  ),
  token(
    'HRZ',
    'Horizon',
    'The platform token of Horizon. Holding 100 HRZ unlocks the premium tools.',
    HOUSE,
    {
      supply: '100000000',
      poolXrp: '50000',
      poolTokens: '20000000',
      tradingFee: 300,
      historyTrades: 6,
      popularity: 8,
    },
    'platform',
  ),
  token(
    'ARMY',
    'Horizon Army',
    'The community token: $ARMY holders vote, meme and build together.',
    HOUSE,
    {
      supply: '1000000000',
      poolXrp: '20000',
      poolTokens: '400000000',
      tradingFee: 500,
      historyTrades: 6,
      popularity: 10,
    },
    'community',
  ),
  token('ORCA', 'Orca Pod', 'Smart, social and always hunting for the next wave.', 'creator:1', {
    supply: '50000000',
    poolXrp: '15000',
    poolTokens: '20000000',
    tradingFee: 600,
    historyTrades: 8,
    popularity: 7,
  }),
  token('FERN', 'Fern Finance', 'Slow growth, deep roots. A token for patient gardeners.', 'creator:2', {
    supply: '21000000',
    poolXrp: '8000',
    poolTokens: '10000000',
    tradingFee: 300,
    historyTrades: 6,
    popularity: 4,
  }),
  token('BOLT', 'Bolt Pay', 'Payments at the speed of a ledger close.', 'creator:3', {
    supply: '500000000',
    poolXrp: '6000',
    poolTokens: '250000000',
    tradingFee: 1000,
    historyTrades: 6,
    popularity: 5,
  }),
  token('KOI', 'Koi Pond', 'Calm waters, colourful fish, a very chill chart.', 'creator:1', {
    supply: '8888888',
    poolXrp: '3000',
    poolTokens: '4000000',
    tradingFee: 800,
    historyTrades: 5,
    popularity: 4,
  }),
  token('LAVA', 'Lava Lamp', 'Goes up, goes down, looks great either way.', 'creator:2', {
    supply: '1000000000',
    poolXrp: '4000',
    poolTokens: '600000000',
    tradingFee: 1000,
    historyTrades: 5,
    popularity: 6,
  }),
  token('ZEN', 'Zen Garden', 'Breathe in, buy the dip, breathe out.', 'creator:3', {
    supply: '12000000',
    poolXrp: '2500',
    poolTokens: '6000000',
    tradingFee: 500,
    historyTrades: 4,
    popularity: 3,
  }),
  token('PIXEL', 'Pixel Pals', 'Eight-bit friends for a sixty-four-bit world.', 'creator:4', {
    supply: '250000000',
    poolXrp: '1800',
    poolTokens: '125000000',
    tradingFee: 700,
    historyTrades: 4,
    popularity: 5,
  }),
  token('FUEL', 'Rocket Fuel', 'For launches that need a little extra push.', 'creator:4', {
    supply: '42000000',
    poolXrp: '1200',
    poolTokens: '21000000',
    tradingFee: 1000,
    historyTrades: 3,
    popularity: 6,
  }),
  token('TACO', 'Taco Tuesday', 'Every day is Tuesday if you hold enough TACO.', 'creator:1', {
    supply: '777000000',
    poolXrp: '900',
    poolTokens: '500000000',
    tradingFee: 1000,
    historyTrades: 3,
    popularity: 4,
  }),
  token('NOVA', 'Nova Labs', 'A research collective shipping one experiment a week.', 'creator:2', {
    supply: '5000000',
    poolXrp: '600',
    poolTokens: '2500000',
    tradingFee: 500,
    historyTrades: 2,
    popularity: 3,
  }),
  token('YETI', 'Yeti Club', 'Rarely seen, often talked about.', 'creator:3', {
    supply: '100000000',
    poolXrp: '400',
    poolTokens: '80000000',
    tradingFee: 1000,
    historyTrades: 2,
    popularity: 3,
  }),
  token('GRIT', 'Grit DAO', 'Just launched: builders who keep showing up.', 'creator:4', {
    supply: '30000000',
    poolXrp: '250',
    poolTokens: '20000000',
    tradingFee: 1000,
    historyTrades: 1,
    popularity: 2,
  }),
  // Launched while the market runs: a newcomer sees fresh tokens appear in the first minutes.
  token('OTTR', 'Otter Space', 'Floating on its back, cracking open new ideas.', 'creator:1', {
    supply: '60000000',
    poolXrp: '350',
    poolTokens: '30000000',
    tradingFee: 1000,
    historyTrades: 0,
    popularity: 3,
    launchAfterMinutes: 2,
  }),
  token('DUNE', 'Dune Runner', 'Fast across the sand, never stops for water.', 'creator:2', {
    supply: '90000000',
    poolXrp: '300',
    poolTokens: '45000000',
    tradingFee: 1000,
    historyTrades: 0,
    popularity: 3,
    launchAfterMinutes: 5,
  }),
  token('MOSS', 'Moss Coin', 'Grows quietly on everything, given time.', 'creator:3', {
    supply: '15000000',
    poolXrp: '200',
    poolTokens: '10000000',
    tradingFee: 1000,
    historyTrades: 0,
    popularity: 2,
    launchAfterMinutes: 9,
  }),
];

/** XRP each demo wallet asks the faucet for: the pools it seeds plus room for fees and reserves. */
export function fundingFor(name: string, tokens: readonly TokenPlan[] = DEMO_TOKENS): bigint {
  if (name === TREASURY) return 1_000n;
  if (name.startsWith('bot:')) return 25_000n;
  const pools = tokens.filter((t) => t.creator === name).reduce((sum, t) => sum + BigInt(t.poolXrp), 0n);
  return pools + 1_000n;
}

/** Every wallet the demo uses, by name: the treasury, the creators, the bots. */
export function walletNames(tokens: readonly TokenPlan[] = DEMO_TOKENS, bots = BOT_COUNT): string[] {
  const creators = [...new Set(tokens.map((t) => t.creator))];
  return [TREASURY, ...creators, ...Array.from({ length: bots }, (_, i) => botName(i))];
}

export function tokenOfRole(role: TokenPlan['role'], tokens: readonly TokenPlan[] = DEMO_TOKENS): TokenPlan {
  const found = tokens.find((t) => t.role === role);
  if (!found) throw new Error(`The demo plan has no ${role} token`);
  return found;
}
