import { requiresVerification } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, keyNotAuthorizedMessage } from '../../src/http/messages.js';

describe("the server's own 403 messages", () => {
  it('never read as "verify again" to the web, which would send the user to /verify', () => {
    const forbidden = [
      SERVER_MESSAGES.walletProofRequired,
      SERVER_MESSAGES.masterKeyDisabled,
      keyNotAuthorizedMessage('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'),
      'Security: Blocked suspicious request',
    ];
    for (const detail of forbidden) expect(requiresVerification(403, { detail }), detail).toBe(false);
    expect(requiresVerification(403, { detail: 'Verification required', requiresVerification: true })).toBe(
      true,
    );
  });
});
