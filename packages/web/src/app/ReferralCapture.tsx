/**
 * Keeps the referral code of a `?ref=` link on any route, at start and on every navigation, then takes the
 * parameter out of the address bar (the code lives in session storage until a wallet registers).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { captureReferralCode } from '../services/referral-capture.js';
import { browserStore } from '../services/storage-keys.js';

export function ReferralCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = captureReferralCode(browserStore('session'), location.search);
    if (search === undefined) return;
    const { pathname, hash, state } = location;
    void navigate({ pathname, search, hash }, { replace: true, state });
  }, [location, navigate]);
  return null;
}
