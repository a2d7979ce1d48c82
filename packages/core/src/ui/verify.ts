/** Verify page and gate strings (spec §2, §4), verbatim: note the single '…' character. */

export const VERIFY_STRINGS = {
  title: 'Security Verification',
  subtitle: 'Please complete the security check to continue',
  verifying: 'Verifying…',
  success: 'Verification Successful!',
  redirecting: 'You will be redirected shortly…',
} as const;

/** Shown by the gate while the verification status loads. */
export const GATE_VERIFYING_ACCESS = 'Verifying access…';
