/**
 * The referral link as a QR code, drawn as SVG. Its encoder is loaded only with the referral card
 * (React.lazy), never with the first paint.
 */
import { REFERRAL_STRINGS } from '@horizon/core';
import { encode } from 'uqr';
import { qrPathOf } from './qr-path.js';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

export default function ReferralQr({ link }: { link: string }) {
  // Medium error correction: still reads from a screen photographed at an angle.
  const { size, data } = encode(link, { ecc: 'M', border: 0 });
  const box = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="referral-qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      role="img"
      aria-label={REFERRAL_STRINGS.qrLabel}
      data-testid="referral-qr"
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={qrPathOf(data)} fill="#000" />
    </svg>
  );
}
