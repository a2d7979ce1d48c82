/** The gate of spec §2: 'Verifying access…' while the status loads, /verify for the unverified. */
import { GATE_VERIFYING_ACCESS, ROUTES } from '@horizon/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../ui/Spinner.js';
import { gateDecision, rememberOrigin, rememberReferralCode } from '../services/gate-rules.js';
import { browserStore } from '../services/storage-keys.js';
import { useVerification } from '../services/useVerification.js';

export function VerificationGate({ children }: { children: ReactNode }) {
  const { status } = useVerification();
  const location = useLocation();
  const decision = gateDecision(status);
  if (decision === 'wait') return <PageSpinner label={GATE_VERIFYING_ACCESS} />;
  if (decision === 'allow') return <>{children}</>;
  return <RedirectToVerify pathAndQuery={location.pathname + location.search} search={location.search} />;
}

function RedirectToVerify({ pathAndQuery, search }: { pathAndQuery: string; search: string }) {
  const session = browserStore('session');
  rememberOrigin(session, pathAndQuery);
  rememberReferralCode(session, search);
  return <Navigate to={ROUTES.verify} replace />;
}
