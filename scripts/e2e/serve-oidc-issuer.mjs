// A real OpenID Connect issuer standing in for Google in the end-to-end journeys
// (oauth2-mock-server: discovery, JWKS, authorize with an immediate redirect, token endpoint).
import { OAuth2Server } from 'oauth2-mock-server';
import { ISSUER_PORT } from './ports.mjs';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
// Google's ID tokens carry the address and its verification; so do the mock's.
server.service.on('beforeTokenSigning', (token) => {
  token.payload.email = process.env.E2E_GOOGLE_EMAIL ?? 'google.dancer@example.test';
  token.payload.email_verified = true;
  token.payload.sub = token.payload.email;
});
// The library names 127.0.0.1 "localhost"; the API discovers GOOGLE_ISSUER=http://127.0.0.1:<port>
// and refuses metadata whose issuer differs, so the issuer is named exactly.
server.issuer.url = `http://127.0.0.1:${ISSUER_PORT}`;
await server.start(ISSUER_PORT, '127.0.0.1');
console.log(`mock OpenID issuer on ${server.issuer.url}`);
