/**
 * An https icon link is fetched once by the server, and only within limits: https all the way (redirects too),
 * at most 256 KB, and never a loopback or private address outside the localnet (no SSRF into our network).
 * The https server here is this machine's, with a certificate made for the test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ICON_ERRORS } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/http/http-error.js';
import { fetchRemoteIcon, isPublicAddress, remoteIconOptions } from '../../src/icons/index.js';
import { solidPng } from './images.js';

const png = solidPng(16, 16);
let server: https.Server;
let base = '';
let cert: Buffer;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'horizon-icon-tls-'));
  const [key, crt] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      crt,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(crt);
  server = https.createServer({ key: readFileSync(key), cert }, (request, response) => {
    if (request.url === '/icon.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/big.png') return response.writeHead(200).end(Buffer.alloc(300 * 1024));
    if (request.url === '/to-icon') return response.writeHead(302, { location: '/icon.png' }).end();
    if (request.url === '/to-http')
      return response.writeHead(302, { location: `http://127.0.0.1/icon.png` }).end();
    if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const local = () => ({ allowPrivate: true, ca: cert });
const refusedWith = (detail: string) => new HttpError(400, detail);

describe('an icon link on the localnet (private addresses allowed)', () => {
  it('is fetched, following an https redirect', async () => {
    expect((await fetchRemoteIcon(`${base}/icon.png`, local())).equals(png)).toBe(true);
    expect((await fetchRemoteIcon(`${base}/to-icon`, local())).equals(png)).toBe(true);
  });

  it('is refused when it redirects to plain http, redirects without end, is too large or is missing', async () => {
    await expect(fetchRemoteIcon(`${base}/to-http`, local())).rejects.toEqual(
      refusedWith(ICON_ERRORS.badLink),
    );
    await expect(fetchRemoteIcon(`${base}/loop`, local())).rejects.toEqual(
      refusedWith(ICON_ERRORS.fetchFailed),
    );
    await expect(fetchRemoteIcon(`${base}/big.png`, local())).rejects.toEqual(
      refusedWith(ICON_ERRORS.tooLarge),
    );
    await expect(fetchRemoteIcon(`${base}/none.png`, local())).rejects.toEqual(
      refusedWith(ICON_ERRORS.fetchFailed),
    );
  });
});

describe('an icon link anywhere else', () => {
  it('never reaches a loopback or private address, given literally or by name', async () => {
    const remote = { allowPrivate: false, ca: cert };
    await expect(fetchRemoteIcon(`${base}/icon.png`, remote)).rejects.toEqual(
      refusedWith(ICON_ERRORS.privateHost),
    );
    const port = (server.address() as AddressInfo).port;
    await expect(fetchRemoteIcon(`https://localhost:${port}/icon.png`, remote)).rejects.toEqual(
      refusedWith(ICON_ERRORS.privateHost),
    );
    await expect(fetchRemoteIcon('https://[::1]/icon.png', remote)).rejects.toEqual(
      refusedWith(ICON_ERRORS.privateHost),
    );
  });

  it('knows public from loopback, private, link-local and mapped addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('may reach private addresses only when the ledger itself is on this machine', () => {
    expect(remoteIconOptions({ xrplUrl: 'ws://127.0.0.1:6006' })).toEqual({ allowPrivate: true });
    expect(remoteIconOptions({ xrplUrl: 'ws://localhost:6006' })).toEqual({ allowPrivate: true });
    expect(remoteIconOptions({ xrplUrl: 'wss://s1.ripple.com' })).toEqual({ allowPrivate: false });
    expect(remoteIconOptions({ xrplUrl: 'wss://10.0.0.5:51233' })).toEqual({ allowPrivate: false });
  });
});
