/** A client of GET /api/events over real HTTP: connects, runs `whenConnected`, answers the first event of a type. */
export async function readSseUntil(
  url: string,
  type: string,
  whenConnected: () => Promise<unknown>,
  timeoutMs = 15_000,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
    if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
      throw new Error('not an event stream');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let connected = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before a ${type} event`);
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        if (!connected && lines.includes(': connected')) {
          connected = true;
          await whenConnected();
        }
        const event = lines.find((l) => l.startsWith('event: '))?.slice('event: '.length);
        const data = lines.find((l) => l.startsWith('data: '))?.slice('data: '.length);
        if (event === type && data !== undefined) return JSON.parse(data) as unknown;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
