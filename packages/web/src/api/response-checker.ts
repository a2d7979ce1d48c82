/**
 * The page's side of the answer check: each answer's text goes to the check worker and its checked data (or
 * its error) comes back. Where a worker cannot run (no Worker, or it failed to start), the check runs here.
 */
import { HorizonError, type RouteKey, type ServerEvent } from '@horizon/core';
import { trustedScriptUrl } from '../lib/trusted-types.js';
import type { CheckReply, CheckRequest } from './check-response.js';
import workerUrl from './check-worker.ts?worker&url';

export interface ResponseChecker {
  check(key: RouteKey, text: string): Promise<unknown>;
  /** A live event's checked payload, or null for one to ignore; answers come in the order asked. */
  checkEvent(text: string): Promise<ServerEvent | null>;
  prepare(key: RouteKey): void;
}

type Job =
  | { readonly kind: 'check'; readonly key: RouteKey; readonly text: string }
  | { readonly kind: 'event'; readonly text: string };

interface Pending {
  readonly job: Job;
  resolve(data: unknown): void;
  reject(error: unknown): void;
}

const inPage = () => import('./check-response.js');

export function createResponseChecker(): ResponseChecker {
  let worker: Worker | null | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  // The pending checks of a worker that failed run here instead; so do all later ones.
  function fallBack(): void {
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) runInPage(p);
  }

  function runInPage(p: Pending): void {
    const { job } = p;
    inPage()
      .then((m) => (job.kind === 'event' ? m.checkEvent(job.text) : m.checkResponse(job.key, job.text)))
      .then(p.resolve, p.reject);
  }

  function onReply({ data: reply }: MessageEvent<CheckReply>): void {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.data);
    else p.reject(new HorizonError(reply.code, reply.detail === undefined ? {} : { detail: reply.detail }));
  }

  function ensureWorker(): Worker | null {
    if (worker !== undefined) return worker;
    if (typeof Worker === 'undefined') return (worker = null);
    try {
      worker = new Worker(trustedScriptUrl(workerUrl), { type: 'module', name: 'response-check' });
    } catch {
      return (worker = null);
    }
    worker.addEventListener('message', onReply);
    worker.addEventListener('error', fallBack);
    return worker;
  }

  const send = (request: CheckRequest) => ensureWorker()?.postMessage(request);

  function run(job: Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const p: Pending = { job, resolve, reject };
      if (!ensureWorker()) return runInPage(p);
      const id = nextId++;
      pending.set(id, p);
      send({ ...job, id });
    });
  }

  return {
    check: (key, text) => run({ kind: 'check', key, text }),
    checkEvent: (text) => run({ kind: 'event', text }) as Promise<ServerEvent | null>,
    prepare(key) {
      if (ensureWorker()) send({ kind: 'prepare', key });
      else void inPage().then((m) => m.prepareCheck(key));
    },
  };
}

/** The app's checker; its worker starts with the first check or prepare. */
export const responseChecker: ResponseChecker = createResponseChecker();
