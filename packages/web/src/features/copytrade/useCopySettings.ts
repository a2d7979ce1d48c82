/** The follower's leaders and log from the server (after the wallet proof), and the calls that change them. */
import type { FollowRequest } from '@horizon/core';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { withWalletProof } from '../../wallets/with-wallet-proof.js';

export function useCopySettings(follower: string | null) {
  const [problem, setProblem] = useState<string | null>(null);
  const settings = useApi(
    (signal) =>
      follower === null
        ? Promise.resolve(null)
        : withWalletProof(follower, () =>
            api.call('GET /api/copytrade', { signal, query: { classic_address: follower } }),
          ),
    [follower],
  );
  const log = useApi(
    (signal) =>
      follower === null || settings.state !== 'ready'
        ? Promise.resolve(null)
        : api.call('GET /api/copytrade/log', { signal, query: { classic_address: follower } }),
    [follower, settings.state],
  );
  const change = useCallback(
    async (call: () => Promise<unknown>) => {
      setProblem(null);
      try {
        await call();
        settings.reload();
        return true;
      } catch (error) {
        setProblem(errorMessage(error));
        return false;
      }
    },
    [settings.reload],
  );
  const follow = (body: FollowRequest) => change(() => api.call('POST /api/copytrade/follow', { body }));
  const unfollow = (leader: string) =>
    follower === null
      ? Promise.resolve(false)
      : change(() =>
          api.call('POST /api/copytrade/unfollow', {
            body: { classic_address: follower, leader_address: leader },
          }),
        );
  return { settings, log, problem, follow, unfollow };
}
