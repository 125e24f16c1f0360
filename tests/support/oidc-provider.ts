import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

// Decision 027: a real OpenID Connect provider (oidc-provider, the certified implementation
// openid-client is tested against) started in the test process on loopback, for single sign-on
// tests. One client: client_secret_basic, PKCE required, authorization code and refresh token
// grants, a refresh token for every sign-in, rotated at each use (as Entra ID and Google do).
//
// People live in a small directory the test edits. Its development sign-in page takes any
// password; the login typed is the person's id. Removing a person makes the provider refuse
// their refresh tokens with `invalid_grant` (its refresh grant looks the account up again with
// findAccount), which is what a provider that disabled someone answers.

export type ProviderPerson = {
  /** Absent: as Microsoft Entra ID without the optional `email` claim (the sign-in name only). */
  email?: string;
  emailVerified?: boolean;
  /** Entra ID's sign-in name, its user principal name. */
  preferredUsername?: string;
  name?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People by their login (the id the sign-in page takes), editable by the test. */
  people: Map<string, ProviderPerson>;
  /**
   * Signs `login` in at the provider without a browser, from the site's /api/auth/oidc/start
   * redirect (the provider's authorization URL) to the URL the provider sends the browser back
   * to (the site's callback with code and state): the development sign-in and consent forms
   * submitted with fetch, redirects followed by hand, cookies carried.
   */
  signIn: (authorizationUrl: string, login: string) => Promise<string>;
  stop: () => Promise<void>;
};

/** A port free on loopback now (the site must know its own URL before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startOidcProvider(options: { redirectUri: string }): Promise<TestOidcProvider> {
  const people = new Map<string, ProviderPerson>();
  const clientId = 'website-dashboard';
  const clientSecret = randomBytes(24).toString('base64url');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
          ...(person.preferredUsername ? { preferred_username: person.preferredUsername } : {}),
          name: person.name ?? sub,
        }),
      };
    },
    issueRefreshToken: () => true,
    rotateRefreshToken: true,
    pkce: { required: () => true },
    // Set, so the provider does not print a notice for each default it uses.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 86_400,
      AccessToken: 600,
      IdToken: 600,
      RefreshToken: 86_400,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    signIn: (authorizationUrl, login) => signInWithoutBrowser(issuer, authorizationUrl, login),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function signInWithoutBrowser(
  issuer: string,
  authorizationUrl: string,
  login: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };

  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      // Back at the site: this is where a browser would go next.
      if (!next.startsWith(issuer)) return next;
      url = next;
      continue;
    }
    // A development interaction page: the sign-in form, then the consent form.
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action)
      throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 500)}`);
    const submitted = await send(
      new URL(action, url).href,
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
    const after = submitted.headers.get('location');
    if (!after)
      throw new Error(`the provider's ${prompt} form answered ${submitted.status} without a redirect`);
    url = new URL(after, url).href;
  }
  throw new Error('the provider sign-in did not come back to the site in 10 steps');
}
