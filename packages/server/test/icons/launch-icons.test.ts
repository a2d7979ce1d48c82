/**
 * Icons are ours, and one token never takes the markets down: a token launched with an uploaded icon (and old
 * rows holding a remote link, a data: URL or junk) still lists, opens and is found; the icon is served from our
 * own origin under the hash of its bytes; a wrong kind of file is refused at the door with the reason.
 */
import { createHash } from 'node:crypto';
import { ICON_ERRORS } from '@horizon/core';
import { Wallet } from 'xrpl';
import { beforeAll, describe, expect, it } from 'vitest';
import { newFundedWallet, post, sign, useHarness } from '../trade/harness.js';
import { SVG, dataUrl, solidPng } from './images.js';

const need = useHarness();

interface Progress {
  launch_id: string;
  token_id: string;
  next_step: string | null;
  steps: { step: string; signer: string; tx_to_sign: Record<string, unknown> | null }[];
}

const request = (creator: string, issuer: string, ticker: string, icon: string) => ({
  classic_address: creator,
  issuer_address: issuer,
  name: `${ticker} Token`,
  ticker,
  supply: '1000000',
  icon,
  initial_xrp_amount: '100',
  initial_token_amount: '500000',
  trading_fee: 500,
});

/** Launches up to the issued supply (the token's record exists); returns its id. */
async function launchWithIcon(ticker: string, icon: string): Promise<string> {
  const creator = await newFundedWallet(need());
  const issuer = Wallet.generate();
  const started = await post(need(), '/api/launch', request(creator.address, issuer.address, ticker, icon));
  expect(started.statusCode, started.body).toBe(200);
  const { launch_id: id, token_id: tokenId } = started.json<Progress>();
  const signers = { [creator.address]: creator, [issuer.address]: issuer };
  for (const step of ['fund_issuer', 'configure_issuer', 'creator_trustline', 'issue_supply']) {
    const now = await need().app.inject({ url: `/api/launch/${id}`, headers: { cookie: need().cookie } });
    const ready = now.json<Progress>().steps.find((s) => s.step === step);
    const blob = sign(ready?.tx_to_sign, signers[String(ready?.signer)] as Wallet);
    const done = await post(need(), `/api/launch/${id}/submit`, {
      classic_address: creator.address,
      step,
      tx_blob: blob,
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  return tokenId;
}

const get = (url: string) => need().app.inject({ method: 'GET', url });
const refusal = async (icon: string) => {
  const creator = await newFundedWallet(need(), '50');
  const response = await post(
    need(),
    '/api/launch',
    request(creator.address, Wallet.generate().address, 'BAD', icon),
  );
  return { status: response.statusCode, body: response.json<{ detail: string }>() };
};

describe('a token launched with an uploaded icon', () => {
  const png = solidPng(32, 32);
  const hash = createHash('sha256').update(png).digest('hex');
  let tokenId = '';

  beforeAll(async () => {
    tokenId = await launchWithIcon('PIC', dataUrl('image/png', png));
    await need().restart(); // the search index is loaded from token_data when the app starts
  }, 120_000);

  it('is listed in the live markets, opens and is found, its icon a hash path on our origin', async () => {
    const icon = `/api/icons/${hash}.png`;
    const list = await get('/api/tokens?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ tokens: { token_id: string; token_icon_url: string | null }[] }>().tokens;
    expect(listed.find((t) => t.token_id === tokenId)?.token_icon_url).toBe(icon);
    const detail = await get(`/api/tokens/${encodeURIComponent(tokenId)}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ token_icon_url: string }>().token_icon_url).toBe(icon);
    const search = await get('/api/tokens/search?q=PIC');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ results: { token_id: string; token_icon_url: string }[] }>().results).toEqual([
      expect.objectContaining({ token_id: tokenId, token_icon_url: icon }),
    ]);
  });

  it('serves the very bytes uploaded, as a PNG that never changes and is never sniffed as anything else', async () => {
    const served = await get(`/api/icons/${hash}.png`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await get(`/api/icons/${hash}.webp`)).statusCode).toBe(404);
    expect((await get(`/api/icons/${'0'.repeat(64)}.png`)).json()).toEqual({ detail: ICON_ERRORS.notFound });
  });
});

describe('old rows whose icon is not ours', () => {
  const hostile = {
    OLA: 'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+',
    OLB: 'https://tracker.example/pixel.png',
    OLC: 'javascript:alert(1)',
    OLE: 'http://localhost:8080/demo-icons/army.svg',
  };
  const issuer = Wallet.generate().address;
  const idOf = (ticker: string) => `${ticker}:${issuer}`;

  beforeAll(async () => {
    for (const [ticker, icon] of Object.entries(hostile))
      await need().db.query(
        `INSERT INTO token_data (token_id, token_name, ticker, token_icon_url, created_at, updated_at)
         VALUES ($1, $2, $2, $3, now(), now())`,
        [idOf(ticker), ticker, icon],
      );
    // A row that no repair makes fit (a name longer than any launch allows) is left out, not a failure.
    await need().db.query(
      `INSERT INTO token_data (token_id, token_name, ticker, created_at, updated_at) VALUES ($1, $2, 'OLF', now(), now())`,
      [idOf('OLF'), 'N'.repeat(100)],
    );
    await need().restart();
  });

  it('leave out a row that does not fit at all: the list still answers, the token reads as not found', async () => {
    const list = await get('/api/tokens?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const tickers = list.json<{ tokens: { ticker: string }[] }>().tokens.map((t) => t.ticker);
    expect(tickers).toEqual(expect.arrayContaining(['OLA', 'OLB', 'OLC', 'OLE']));
    expect(tickers).not.toContain('OLF');
    const detail = await get(`/api/tokens/${encodeURIComponent(idOf('OLF'))}`);
    expect({ status: detail.statusCode, body: detail.json() }).toEqual({
      status: 404,
      body: { detail: 'Token not found' },
    });
  });

  it('list, open and are found with no icon, or with our own path where the link was to one of ours', async () => {
    const list = await get('/api/tokens?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const icons = Object.fromEntries(
      list
        .json<{ tokens: { ticker: string; token_icon_url: string | null }[] }>()
        .tokens.filter((t) => t.ticker in hostile)
        .map((t) => [t.ticker, t.token_icon_url]),
    );
    expect(icons).toEqual({ OLA: null, OLB: null, OLC: null, OLE: '/demo-icons/army.svg' });
    const detail = await get(`/api/tokens/${encodeURIComponent(idOf('OLA'))}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ token_icon_url: string | null }>().token_icon_url).toBeNull();
    const search = await get('/api/tokens/search?q=OL');
    expect(search.statusCode, search.body).toBe(200);
    expect(
      search.json<{ results: { token_icon_url: string | null }[] }>().results.map((r) => r.token_icon_url),
    ).toEqual(expect.arrayContaining([null, null, null, '/demo-icons/army.svg']));
  });
});

describe('an icon that is not a small PNG, JPEG or WebP', () => {
  it('is refused at the door with the reason, before anything is kept', async () => {
    expect(await refusal(dataUrl('image/svg+xml', SVG))).toEqual({
      status: 400,
      body: { detail: ICON_ERRORS.wrongType, field: 'icon' },
    });
    // Called a PNG, but an SVG inside: what the bytes are decides.
    expect(await refusal(dataUrl('image/png', SVG))).toEqual({
      status: 400,
      body: { detail: ICON_ERRORS.wrongType, field: 'icon' },
    });
    const huge = Buffer.concat([solidPng(8, 8), Buffer.alloc(256 * 1024)]);
    expect(await refusal(dataUrl('image/png', huge))).toEqual({
      status: 400,
      body: { detail: ICON_ERRORS.tooLarge, field: 'icon' },
    });
    expect(await refusal(dataUrl('image/png', solidPng(1025, 4)))).toEqual({
      status: 400,
      body: { detail: ICON_ERRORS.tooManyPixels, field: 'icon' },
    });
    expect(await refusal('http://example.com/icon.png')).toEqual({
      status: 400,
      body: { detail: ICON_ERRORS.badLink, field: 'icon' },
    });
    expect(await refusal(`/api/icons/${'a'.repeat(64)}.png`)).toEqual({
      status: 400,
      body: { detail: ICON_ERRORS.notFound, field: 'icon' },
    });
    const kept = await need().db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM launches WHERE params->>'ticker' = 'BAD'",
    );
    expect(kept).toEqual([{ n: 0 }]);
  });
});
