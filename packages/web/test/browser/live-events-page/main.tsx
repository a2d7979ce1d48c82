/**
 * The live updates hook alone, for test/browser/live-events.test.ts: each ledger close it delivers is listed,
 * and the page counts the times the stream opened.
 */
import type { ServerEvent } from '@horizon/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useServerEvents } from '../../../src/api/events.js';

function LiveLedgers() {
  const [ledgers, setLedgers] = useState<number[]>([]);
  const [opens, setOpens] = useState(0);
  useServerEvents(
    {},
    (event: ServerEvent) => {
      if (event.type === 'ledger') setLedgers((seen) => [...seen, event.ledger_index]);
    },
    { onOpen: () => setOpens((n) => n + 1) },
  );
  return (
    <>
      <p data-testid="opens">{opens}</p>
      <ul>
        {ledgers.map((index) => (
          <li key={index}>{index}</li>
        ))}
      </ul>
    </>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<LiveLedgers />);
