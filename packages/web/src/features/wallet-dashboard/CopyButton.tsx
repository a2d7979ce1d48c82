/** Copies text with 'Copied!' feedback for 2 s (spec §9 copy confirmation). */
import { COPY_CONFIRMATION_MS, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { useEffect, useState } from 'react';

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(t);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn btn-sm"
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? WALLET_CONTROL_STRINGS.copied : label}
    </button>
  );
}
