import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import Provider from 'oidc-provider';

/** A free loopback port, so the app's redirect URI is known before the provider starts. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export const OIDC_CLIENT = { id: 'techcensus-test', secret: 'techcensus-test-secret-0123456789' };

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google. Its
 * development login page accepts any login; the login becomes the e-mail `{login}@acme-widgets.com`.
 */
export async function startOidcProvider(
  redirectUri: string,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: `google-${id}`,
            email: `${id}@acme-widgets.com`,
            email_verified: true,
            name: `${id[0]?.toUpperCase() ?? ''}${id.slice(1)} Google`,
          };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
