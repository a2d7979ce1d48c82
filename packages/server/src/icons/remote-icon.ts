/**
 * An https icon link given at launch, fetched once by the server: https only (redirects too, at most 3), a
 * time limit, at most ICON_MAX_BYTES read, and only public addresses, checked on the address actually
 * connected to (the lookup below), so DNS cannot answer "public" to the check and "private" to the connection.
 */
import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import https from 'node:https';
import { isIP } from 'node:net';
import { ICON_ERRORS, ICON_MAX_BYTES } from '@horizon/core';
import { HttpError } from '../http/http-error.js';
import { isPublicAddress } from './public-address.js';

export interface RemoteIconOptions {
  /** Loopback and private addresses too: only on the embedded localnet and in tests, never in production. */
  readonly allowPrivate: boolean;
  readonly timeoutMs?: number;
  /** Extra trusted certificates (tests' own https server). */
  readonly ca?: string | Buffer;
}

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 5000;

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails when any address of the host is not public. */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
      return callback(new HttpError(400, ICON_ERRORS.privateHost), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
}

const refused = (detail: string = ICON_ERRORS.fetchFailed) => new HttpError(400, detail);

function httpsUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw refused(ICON_ERRORS.badLink);
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '')
    throw refused(ICON_ERRORS.badLink);
  return url;
}

type Answer = { redirect: string } | { bytes: Buffer };

function getOnce(url: URL, options: RemoteIconOptions, signal: AbortSignal): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address given literally is connected to without any lookup: check it here.
  if (!options.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host))
    return Promise.reject(refused(ICON_ERRORS.privateHost));
  return new Promise<Answer>((resolve, reject) => {
    const request = https.get(
      url,
      {
        signal,
        headers: { accept: 'image/png,image/jpeg,image/webp' },
        ...(options.allowPrivate ? {} : { lookup: guardedLookup as never }),
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return resolve({ redirect: location });
        }
        if (status !== 200) {
          response.resume();
          return reject(refused());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > ICON_MAX_BYTES) {
            request.destroy();
            reject(refused(ICON_ERRORS.tooLarge));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
        response.on('error', () => reject(refused()));
      },
    );
    request.on('error', (error) => reject(error instanceof HttpError ? error : refused()));
  });
}

/** The bytes behind an https icon link; a 400 with the reason when it cannot be had within the limits. */
export async function fetchRemoteIcon(link: string, options: RemoteIconOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let url = httpsUrl(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(url, options, signal);
    if ('bytes' in answer) return answer.bytes;
    url = httpsUrl(answer.redirect, url);
  }
  throw refused();
}
