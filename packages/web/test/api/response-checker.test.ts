import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponseChecker } from '../../src/api/response-checker.js';

const STATUS = { verified: true, session_id: 's', expires_at: 1_790_000_000 };

/** A worker that answers nothing and then fails to start, as a blocked or missing script does. */
class FailingWorker extends EventTarget {
  static started = 0;
  readonly posted: unknown[] = [];
  constructor() {
    super();
    FailingWorker.started += 1;
    setTimeout(() => this.dispatchEvent(new Event('error')), 5);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {}
}

afterEach(() => vi.unstubAllGlobals());

describe('the answer checker', () => {
  it('checks in the page where there is no Worker, with the contract’s errors', async () => {
    const checker = createResponseChecker();
    await expect(checker.check('GET /api/verify_status', JSON.stringify(STATUS))).resolves.toEqual(STATUS);
    await expect(checker.check('GET /api/verify_status', '{"verified":"yes"}')).rejects.toThrow(
      'Invalid response format',
    );
    await expect(checker.check('GET /api/verify_status', 'not json')).rejects.toMatchObject({
      code: 'general.invalidJson',
    });
  });

  it('checks a live event, and answers null for one that is not in the contract', async () => {
    const checker = createResponseChecker();
    const ledger = {
      type: 'ledger',
      ledger_index: 7,
      ledger_hash: 'A'.repeat(64),
      close_time: '2026-11-28T12:00:00.000Z',
      txn_count: 3,
    };
    await expect(checker.checkEvent(JSON.stringify(ledger))).resolves.toMatchObject({ type: 'ledger' });
    await expect(checker.checkEvent('{"type":"nope"}')).resolves.toBeNull();
    await expect(checker.checkEvent('{')).resolves.toBeNull();
  });

  it('runs the checks a failed worker held in the page, and later ones there too', async () => {
    vi.stubGlobal('Worker', FailingWorker);
    FailingWorker.started = 0;
    const checker = createResponseChecker();
    const first = checker.check('GET /api/verify_status', JSON.stringify(STATUS));
    await expect(first).resolves.toEqual(STATUS);
    await expect(checker.check('GET /api/verify_status', JSON.stringify(STATUS))).resolves.toEqual(STATUS);
    expect(FailingWorker.started).toBe(1);
  });
});
