/** Polling for a condition outside the browser (inside it, Playwright's own waits apply). */
export async function waitUntil(
  what: string,
  timeoutMs: number,
  check: () => Promise<boolean> | boolean,
): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > giveUpAt) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
