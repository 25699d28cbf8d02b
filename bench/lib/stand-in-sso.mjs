// A small stand-in for the SSO, for benches that start the API on its own: the JWKS the API checks
// tokens with, the revocation feed (polled and streamed, never any revocation) and tokens signed with
// its key. It answers from a thread of its own, so a busy bench (building 100k-row files, driving
// thousands of clients) never answers the API's feed late, which the API would rightly take for an
// SSO that is down.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const jose = createRequire(path.join(root, 'api', 'package.json'))('jose');

const SERVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const page = () => JSON.stringify({ revoked: [], now: new Date().toISOString() });
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sso.local');
  if (url.pathname === '/.well-known/jwks.json') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify({ keys: [workerData.jwk] }));
  }
  if (url.pathname === '/api/revocations') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify({ status: 'e200', data: JSON.parse(page()) }));
  }
  if (url.pathname === '/api/revocations/stream') {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    res.write('data: ' + page() + '\\n\\n');
    // An empty page every few seconds, as the SSO sends, so the API knows the stream is alive.
    const beat = setInterval(() => res.write('data: ' + page() + '\\n\\n'), 5000);
    res.on('close', () => clearInterval(beat));
    return;
  }
  res.statusCode = 404;
  res.end('{}');
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

/** Starts the stand-in; `token(n)` signs a session token for account n, valid for `hours`. */
export async function startStandInSso({ issuer, audience, hours = 3 }) {
  const { publicKey, privateKey } = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  const worker = new Worker(SERVER, { eval: true, workerData: { jwk } });
  const port = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** A token of `sub` with the name and account (an e-mail address) given. */
    token: (sub, account, name) =>
      new jose.SignJWT({ name, account, phone: null, email: account })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(sub)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${hours}h`)
        .sign(privateKey),
    close: () => worker.terminate(),
  };
}
