/**
 * The server side of a launch: the browser holds the issuer's key; the server hands out one step at a time
 * (the issuer's Sequence exists only once it is funded), relays each signed step like any other call, and
 * keeps where the launch stands, so a launch interrupted at any step resumes from the next one.
 */
import {
  type LaunchProgress,
  type LaunchRequest,
  type LaunchStepName,
  type LaunchTerms,
  type UnsignedTransaction,
  engineResultMessage,
  hostedIconOf,
  normalizeCurrency,
  stepSigner,
  tokenCurrency,
  tokenIdOf,
} from '@horizon/core';
import { currencyToHex } from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import type { IconIntake } from '../icons/index.js';
import { type TxOutcome, refused, verifySignedSet } from '../relay/index.js';
import { type TradeContext, issue } from '../trade/context.js';
import { HORIZON_ORIGIN } from '../trade/tokens.js';
import { LaunchHooks } from './launch-hooks.js';
import { type LaunchRow, LaunchStore } from './launch-store.js';
import { stepDraft } from './steps.js';

export const LAUNCH_MESSAGES = {
  notFound: 'Launch not found',
  issuerTaken: 'This issuer account is already launching a token',
  issuerExists: 'The issuer must be a new account: this one already exists on the ledger',
  notReady: 'This step is not the one ready to sign',
  creatorMissing: 'The creator account is not activated on the ledger',
  signerMissing: 'The account that signs this step does not exist on the ledger yet',
} as const;

type Parsed = Omit<LaunchRequest, 'links'> & { links: { website?: string; telegram?: string; x?: string } };

/** The terms each step is built from, as the browser checks them (the request as kept at the start). */
function termsOf(launch: LaunchRow): LaunchTerms {
  const p = launch.params as Record<string, string | number>;
  return {
    creator: launch.creator,
    issuer: launch.issuer,
    currency: tokenCurrency(launch.tokenId),
    supply: String(p['supply']),
    initialXrp: String(p['initial_xrp_amount']),
    initialTokens: String(p['initial_token_amount']),
    tradingFeeUnits: Number(p['trading_fee']),
  };
}

export class Launches {
  readonly store: LaunchStore;

  constructor(
    private readonly ctx: TradeContext,
    /** Takes the launch's icon in: hosted by us, or refused. */
    private readonly icons: IconIntake,
    private readonly hooks: LaunchHooks = new LaunchHooks(),
  ) {
    this.store = new LaunchStore(ctx.db, ctx.clock);
  }

  async start(body: Parsed): Promise<LaunchProgress> {
    if (!(await this.ctx.ledger.accountInfo(body.classic_address)))
      throw new HttpError(400, LAUNCH_MESSAGES.creatorMissing);
    if (await this.ctx.ledger.accountInfo(body.issuer_address))
      throw new HttpError(409, LAUNCH_MESSAGES.issuerExists);
    const tokenId = tokenIdOf(normalizeCurrency(currencyToHex(body.ticker)), body.issuer_address);
    const who = { creator: body.classic_address, issuer: body.issuer_address };
    // Checked and hosted before anything is kept: the launch keeps our icon's path, never what was sent.
    const icon = await this.icons.take(body.icon);
    const id = await this.store.create({ ...who, tokenId, params: { ...body, icon } }, (step) =>
      stepSigner(step, who),
    );
    if (!id) throw new HttpError(409, LAUNCH_MESSAGES.issuerTaken);
    await this.hooks.created(await this.load(id));
    return this.progress(id, body.classic_address);
  }

  /** Where the launch stands; the next step is (re)issued when it has none or its transaction expired. */
  async progress(id: string, creator?: string): Promise<LaunchProgress> {
    let launch = await this.load(id, creator);
    const next = launch.steps.find((s) => s.status !== 'validated');
    if (launch.status === 'in_progress' && next) {
      if (next.status === 'submitted' && next.requestId)
        await this.reconcile(launch, next.step, next.requestId);
      else if (next.status !== 'submitted' && (await this.needsTx(next.status, next.requestId))) {
        await this.ready(launch, next.step);
      }
      launch = await this.load(id, creator);
    }
    return this.view(launch);
  }

  /** A step left 'submitted' by a restart: its relay run decides once it is finished. */
  private async reconcile(launch: LaunchRow, step: LaunchStepName, requestId: string): Promise<void> {
    const request = await this.ctx.issued.load(requestId);
    const run = await this.ctx.relays.run(requestId);
    if (!request || !run?.finished) return;
    await this.record(launch, step, (await this.ctx.relayer.outcome(request)).txs[0]);
  }

  async submit(id: string, creator: string, step: LaunchStepName, blob: string): Promise<LaunchProgress> {
    const launch = await this.load(id, creator);
    const row = launch.steps.find((s) => s.step === step);
    if (!row?.requestId || row.status === 'pending') throw new HttpError(409, LAUNCH_MESSAGES.notReady);
    const set = await verifySignedSet(this.ctx, creator, ['launch'], [{ blob }]);
    if (set.request.context['launch_id'] !== id || set.request.context['step'] !== step) {
      throw refused(LAUNCH_MESSAGES.notReady);
    }
    if (row.status !== 'validated') await this.store.updateStep(id, step, { status: 'submitted' });
    const [outcome] = await this.ctx.relayer.relay([set]);
    if (row.status !== 'validated') await this.record(launch, step, outcome?.txs[0]);
    return this.progress(id, creator);
  }

  private async record(launch: LaunchRow, step: LaunchStepName, tx: TxOutcome | undefined): Promise<void> {
    const result = tx?.engineResult ?? null;
    if (tx?.state === 'validated' && result === 'tesSUCCESS') {
      await this.store.updateStep(launch.id, step, {
        status: 'validated',
        txHash: tx.hash,
        engineResult: result,
      });
      return this.afterStep(launch, step);
    }
    // The step can be signed again: a fresh transaction is issued, the error shown.
    await this.store.updateStep(launch.id, step, {
      status: 'failed',
      txHash: tx?.hash ?? null,
      engineResult: result,
    });
    const message = result ? engineResultMessage('sendXrp', result) : undefined;
    await this.store.setStatus(launch.id, 'in_progress', message ?? `Step ${step} did not complete`);
  }

  private async load(id: string, creator?: string): Promise<LaunchRow> {
    const launch = await this.store.load(id);
    if (!launch || (creator !== undefined && launch.creator !== creator))
      throw new HttpError(404, LAUNCH_MESSAGES.notFound);
    return launch;
  }

  /** A step needs a (new) transaction when it has none, failed, or its LastLedgerSequence has passed. */
  private async needsTx(status: string, requestId: string | null): Promise<boolean> {
    if (!requestId || status === 'pending' || status === 'failed') return true;
    const tx = (await this.ctx.issued.load(requestId))?.txs[0];
    if (!tx) return true;
    return (await this.ctx.ledger.validatedLedgerIndex()) >= tx.lastLedgerSequence;
  }

  private async ready(launch: LaunchRow, step: LaunchStepName): Promise<void> {
    const signer = stepSigner(step, launch);
    const account = await this.ctx.ledger.accountInfo(signer);
    if (!account) throw new HttpError(409, LAUNCH_MESSAGES.signerMissing);
    const draft = stepDraft(step, termsOf(launch), await this.ctx.ledger.reserves());
    const issued = await issue(this.ctx, 'launch', account, [{ role: step, stage: 0, draft }], {
      classicAddress: launch.creator,
      context: { launch_id: launch.id, step },
      keepTx: true,
    });
    await this.store.updateStep(launch.id, step, { status: 'ready', requestId: issued.requestId });
  }

  private async afterStep(launch: LaunchRow, step: LaunchStepName): Promise<void> {
    if (step === 'issue_supply') await this.recordToken(launch);
    if (step === 'create_pool') {
      await this.store.setStatus(launch.id, 'completed', null);
      await this.hooks.poolCreated(await this.load(launch.id));
    } else await this.store.setStatus(launch.id, 'in_progress', null);
  }

  /** The token's record once it exists on the ledger: launched on Horizon, its developer the creator. */
  private async recordToken(launch: LaunchRow): Promise<void> {
    const p = launch.params as Record<string, unknown>;
    const links = (p['links'] ?? {}) as Record<string, string | undefined>;
    const now = new Date(this.ctx.clock.now());
    await this.ctx.db.query(
      `INSERT INTO token_data (token_id, token_name, ticker, token_icon_url, token_description, token_url_link,
         token_tg_link, token_x_link, token_developer, launched_on, supply, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       ON CONFLICT (token_id) DO UPDATE SET token_name = EXCLUDED.token_name, ticker = EXCLUDED.ticker,
         token_icon_url = EXCLUDED.token_icon_url, token_description = EXCLUDED.token_description,
         token_url_link = EXCLUDED.token_url_link, token_tg_link = EXCLUDED.token_tg_link,
         token_x_link = EXCLUDED.token_x_link, token_developer = EXCLUDED.token_developer,
         launched_on = EXCLUDED.launched_on, updated_at = EXCLUDED.updated_at`,
      [
        launch.tokenId,
        p['name'],
        p['ticker'],
        hostedIconOf(p['icon']), // a launch started before icons were hosted may hold a link or a data URL
        p['description'] ?? null,
        links['website'] ?? null,
        links['telegram'] ?? null,
        links['x'] ?? null,
        launch.creator,
        HORIZON_ORIGIN,
        p['supply'],
        now,
      ],
    );
  }

  private async view(launch: LaunchRow): Promise<LaunchProgress> {
    const steps = [];
    for (const s of launch.steps) {
      steps.push({
        step: s.step,
        signer: s.signer,
        status: s.status,
        tx_to_sign: s.status === 'ready' || s.status === 'failed' ? await this.unsigned(s.requestId) : null,
        tx_hash: s.txHash,
        engine_result: s.engineResult,
      });
    }
    const next = launch.steps.find((s) => s.status !== 'validated');
    return {
      launch_id: launch.id,
      token_id: launch.tokenId,
      status: launch.status,
      steps,
      next_step: next?.step ?? null,
      error: launch.error,
    };
  }

  /** The ready step's transaction exactly as it was issued. */
  private async unsigned(requestId: string | null): Promise<UnsignedTransaction | null> {
    if (!requestId) return null;
    const request = await this.ctx.issued.load(requestId);
    return (request?.context['tx'] as UnsignedTransaction | undefined) ?? null;
  }
}
