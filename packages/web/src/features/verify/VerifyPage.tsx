/** /verify (spec §2, §4, §8): the bot check, 'Verifying…', success and the return to where the visitor was going. */
import { VERIFICATION_ERRORS, VERIFY_STRINGS, type VerifyChallengeResponse } from '@horizon/core';
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.js';
import { useApi } from '../../api/useApi.js';
import { takeOriginAfterVerify } from '../../services/gate-rules.js';
import { api, rearmVerificationRedirect, verificationStore } from '../../services/app-services.js';
import { browserStore } from '../../services/storage-keys.js';
import { useVerification } from '../../services/useVerification.js';
import { Spinner } from '../../ui/Spinner.js';
import { AltchaWidget, type WidgetCallbacks } from './AltchaWidget.js';
import { TurnstileWidget } from './TurnstileWidget.js';
import { SUCCESS_REDIRECT_MS, initialVerifyState, verifyReducer, verifyStatusText } from './verify-state.js';

export function VerifyPage() {
  const { status } = useVerification();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(verifyReducer, initialVerifyState);
  const provider = useApi((signal) => api.call('GET /api/verify_challenge', { signal }), []);
  const decided = useRef(false);

  const goOn = () => void navigate(takeOriginAfterVerify(browserStore('session')), { replace: true });

  // Spec §2: a visitor already verified on arrival goes straight on to the saved path.
  useEffect(() => {
    if (decided.current || status === 'checking') return;
    decided.current = true;
    if (status === 'verified') goOn();
  });

  useEffect(() => {
    if (provider.state === 'error') dispatch({ type: 'init-failed' });
  }, [provider.state]);

  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = window.setTimeout(goOn, SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  });

  const submit = (token: string) => {
    dispatch({ type: 'solved' });
    api
      .call('POST /api/verify_cf_token', { body: { cf_token: token }, fallback: VERIFICATION_ERRORS.failed })
      .then(async (answer) => {
        if (!answer.success) return dispatch({ type: 'post-failed', message: answer.detail ?? null });
        rearmVerificationRedirect();
        await verificationStore().refresh();
        dispatch({ type: 'post-succeeded' });
      })
      .catch((error: unknown) =>
        dispatch({ type: 'post-failed', message: errorMessage(error, VERIFICATION_ERRORS.failed) }),
      );
  };

  const callbacks: WidgetCallbacks = {
    onReady: () => dispatch({ type: 'widget-ready' }),
    onSolved: submit,
    onExpired: () => dispatch({ type: 'expired' }),
    onError: (code) => dispatch({ type: 'widget-error', code }),
    onLoadFailed: () => dispatch({ type: 'widget-load-failed' }),
  };
  const statusText = verifyStatusText(state.phase);

  return (
    <div className="page verify-page">
      <section className="card verify-card" aria-live="polite">
        <svg className="verify-shield" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" />
          <path className="verify-shield-check" d="m8.5 12 2.5 2.5 4.5-5" />
        </svg>
        {state.phase === 'success' ? (
          <>
            <h1>{VERIFY_STRINGS.success}</h1>
            <p className="muted">{VERIFY_STRINGS.redirecting}</p>
          </>
        ) : (
          <>
            <h1>{VERIFY_STRINGS.title}</h1>
            <p className="muted">{VERIFY_STRINGS.subtitle}</p>
            {state.phase !== 'fatal' && (
              <div className={`verify-widget ${state.phase === 'posting' ? 'verify-widget-busy' : ''}`}>
                {provider.state === 'ready' ? (
                  <Widget key={state.resets} challenge={provider.data} callbacks={callbacks} />
                ) : (
                  <Spinner label="Loading" />
                )}
              </div>
            )}
            {statusText !== null && (
              <p className="verify-status">
                <Spinner size="sm" label={statusText} /> {statusText}
              </p>
            )}
            {state.message !== null && (
              <p className="verify-message" role="alert">
                {state.message}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function Widget({
  challenge,
  callbacks,
}: {
  challenge: VerifyChallengeResponse;
  callbacks: WidgetCallbacks;
}) {
  if (challenge.provider === 'turnstile')
    return <TurnstileWidget siteKey={challenge.site_key} {...callbacks} />;
  return <AltchaWidget {...callbacks} />;
}
