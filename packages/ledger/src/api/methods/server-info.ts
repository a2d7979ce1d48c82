import { decodeNodePublic } from 'ripple-address-codec';
import type { RpcContext } from '../context.js';
import { dropsAsXrpNumber, RIPPLE_EPOCH } from '../format.js';
import { completeRange } from '../range-text.js';
import { wordFromBlob } from '../rfc1751.js';

// server_info (human units) and server_state (drops, 256-based load), as NetworkOPs::getServerInfo in standalone.

export const BUILD_VERSION = '2.4.0';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function completeLedgers(ctx: RpcContext): string {
  return completeRange(ctx.node.completeLedgers());
}

/** rippled's `time`: `2024-Jan-15 12:34:50.123456 UTC`. */
function nowText(now: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const date = `${now.getUTCFullYear()}-${MONTHS[now.getUTCMonth()]}-${p(now.getUTCDate())}`;
  const time = `${p(now.getUTCHours())}:${p(now.getUTCMinutes())}:${p(now.getUTCSeconds())}`;
  return `${date} ${time}.${p(now.getUTCMilliseconds(), 3)}000 UTC`;
}

/** rippled's getHostId: the machine's name for an admin, one word hashed from the node key for anyone else. */
export function hostId(ctx: RpcContext): string {
  if (ctx.admin) return ctx.env.hostid;
  let key = new Uint8Array();
  try {
    key = Uint8Array.from(decodeNodePublic(ctx.env.pubkeyNode));
  } catch {
    // A test environment without a node key: the hash of nothing still names a word.
  }
  return wordFromBlob(key);
}

/** The fields both answers share; `human` is server_info's form, otherwise server_state's. */
function common(ctx: RpcContext, human: boolean): Record<string, unknown> {
  const now = Date.now();
  const upUs = String(Math.max(0, now - ctx.env.startedAt) * 1000);
  const idle = { duration_us: '0', transitions: '0' };
  // Standalone's ledger_accept runs consensus with a 100 ms round (Consensus::simulate's default delay).
  const lastClose = human ? { converge_time_s: 0.1, proposers: 0 } : { converge_time: 100, proposers: 0 };
  return {
    build_version: BUILD_VERSION,
    complete_ledgers: completeLedgers(ctx),
    ...(human ? { hostid: hostId(ctx) } : {}),
    initial_sync_duration_us: '0',
    io_latency_ms: 1,
    jq_trans_overflow: '0',
    last_close: lastClose,
    ...(ctx.env.networkId !== undefined ? { network_id: ctx.env.networkId } : {}),
    peer_disconnects: '0',
    peer_disconnects_resources: '0',
    peers: 0,
    // Every port here is an admin port (admin = loopback), which rippled lists to admin callers only.
    ports: ctx.admin ? ctx.env.ports : [],
    pubkey_node: ctx.env.pubkeyNode,
    server_state: 'full',
    server_state_duration_us: upUs,
    state_accounting: {
      connected: idle,
      disconnected: idle,
      full: { duration_us: upUs, transitions: '1' },
      syncing: idle,
      tracking: idle,
    },
    time: nowText(new Date(now)),
    uptime: Math.floor((now - ctx.env.startedAt) / 1000),
    validation_quorum: 0,
    ...(ctx.admin ? adminOnly(human) : {}),
  };
}

/**
 * What getServerInfo adds for an admin: no validator key, no validator list (so its expiry is unknown: 0 in
 * server_state), and the job queue's load — one worker thread in standalone, no job type busy enough to list.
 */
function adminOnly(human: boolean): Record<string, unknown> {
  const validatorList = human
    ? { validator_list: { count: 0, expiration: 'unknown', status: 'unknown' } }
    : { validator_list_expires: 0 };
  return { ...validatorList, load: { job_types: [], threads: 1 }, pubkey_validator: 'none' };
}

export function serverInfo(ctx: RpcContext): Record<string, unknown> {
  const v = ctx.node.validatedLedger();
  const fees = ctx.node.fees();
  const age = Math.max(0, Math.floor(Date.now() / 1000) - RIPPLE_EPOCH - v.closeTime);
  return {
    info: {
      ...common(ctx, true),
      load_factor: 1,
      validated_ledger: {
        age,
        base_fee_xrp: dropsAsXrpNumber(fees.baseFee),
        hash: v.hash,
        reserve_base_xrp: dropsAsXrpNumber(fees.reserveBase),
        reserve_inc_xrp: dropsAsXrpNumber(fees.reserveIncrement),
        seq: v.seq,
      },
    },
  };
}

export function serverState(ctx: RpcContext): Record<string, unknown> {
  const v = ctx.node.validatedLedger();
  const fees = ctx.node.fees();
  return {
    state: {
      ...common(ctx, false),
      load_base: 256,
      load_factor: 256,
      load_factor_fee_escalation: 256,
      load_factor_fee_queue: 256,
      load_factor_fee_reference: 256,
      load_factor_server: 256,
      validated_ledger: {
        base_fee: Number(fees.baseFee),
        close_time: v.closeTime,
        hash: v.hash,
        reserve_base: Number(fees.reserveBase),
        reserve_inc: Number(fees.reserveIncrement),
        seq: v.seq,
      },
    },
  };
}
