/**
 * The API answers' check, in a worker: zod and the response schemas are built and run here, off the main
 * thread, where building them held the page's first seconds in tasks of a quarter second on a phone.
 */
import { isHorizonError } from '@horizon/core';
import {
  type CheckReply,
  type CheckRequest,
  checkEvent,
  checkResponse,
  prepareCheck,
} from './check-response.js';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(reply: CheckReply): void;
};

scope.onmessage = ({ data: request }) => {
  if (request.kind === 'prepare') return prepareCheck(request.key);
  const { id } = request;
  const checked =
    request.kind === 'event' ? checkEvent(request.text) : checkResponse(request.key, request.text);
  checked.then(
    (data) => scope.postMessage({ id, ok: true, data }),
    (error: unknown) =>
      scope.postMessage(
        isHorizonError(error)
          ? {
              id,
              ok: false,
              code: error.code,
              ...(error.detail === undefined ? {} : { detail: error.detail }),
            }
          : { id, ok: false, code: 'verification.network' },
      ),
  );
};
