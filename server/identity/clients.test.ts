import { describe, expect, it } from 'vitest';
import { BRAND_REGION_CODES } from '../../lib/sign-in-client.ts';
import {
  authorizationClients,
  clientBrand,
  clientOrigins,
  describeClient,
  signInClients,
} from './clients.ts';

const dealers = [
  { brandAcronym: 'OAK', region: 'SE', hostName: 'oakcreekknoxville.example', slug: 'knoxville' },
  { brandAcronym: 'CLA', region: 'TEN', hostName: null, slug: 'maryville' },
  // Hearthstone (CLA) dealers sign in with the corporate client.
  { brandAcronym: 'CLA', region: '', hostName: 'hearthstone-nowhere.example', slug: 'nowhere' },
];

describe('signInClients', () => {
  const clients = signInClients({ env: 'prod', publicUrl: 'http://localhost:3000', dealers });
  const byId = new Map(clients.map((c) => [c.client_id, c]));

  it('registers the corporate client, one per brand region and the two authorisation clients, for this environment only', () => {
    expect(clients).toHaveLength(1 + BRAND_REGION_CODES.length + 2);
    expect(clients[0]!.client_id).toBe('web-corporate-prod');
    expect(clients.slice(-2).map((c) => c.client_id)).toEqual([
      'retail-authorization-prod',
      'corporate-authorization-prod',
    ]);
    expect(byId.has('web-claten-prod')).toBe(true);
    expect([...byId.keys()].some((id) => id.endsWith('-dev'))).toBe(false);
  });

  it('makes every client public, code-only, with refresh tokens', () => {
    for (const client of clients) {
      expect(client).toMatchObject({
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      });
    }
  });

  it('registers exact callback URIs on the site and on the hosts of the dealers that use the client', () => {
    expect(byId.get('web-oak-prod')!.redirect_uris).toEqual([
      'http://knoxville.localhost:3000/myhome-account-login',
      'http://localhost:3000/myhome-account-login',
      'https://oakcreekknoxville.example/myhome-account-login',
    ]);
    // SPEC §6: a CLA dealer uses no brand client, whatever its region: the corporate one.
    expect(byId.get('web-claten-prod')!.redirect_uris).toEqual([
      'http://localhost:3000/myhome-account-login',
    ]);
    expect(byId.get('web-corporate-prod')!.redirect_uris).toContain(
      'http://maryville.localhost:3000/myhome-account-login',
    );
    expect(byId.get('web-corporate-prod')!.redirect_uris).toContain(
      'https://hearthstone-nowhere.example/myhome-account-login',
    );
    expect(byId.get('web-luv-prod')!.redirect_uris).toEqual([
      'http://localhost:3000/myhome-account-login',
    ]);
    expect(byId.get('web-oak-prod')!.post_logout_redirect_uris).toEqual([
      'http://knoxville.localhost:3000/myhome-account-login',
      'http://knoxville.localhost:3000/',
      'http://localhost:3000/myhome-account-login',
      'http://localhost:3000/',
      'https://oakcreekknoxville.example/myhome-account-login',
      'https://oakcreekknoxville.example/',
    ]);
    expect(clientOrigins(byId.get('web-oak-prod')!)).toEqual(
      new Set([
        'http://knoxville.localhost:3000',
        'http://localhost:3000',
        'https://oakcreekknoxville.example',
      ]),
    );
  });

  it('lets the retail authorisation client return to every home center, the corporate one to the site only', () => {
    const custom = signInClients({
      env: 'prod',
      publicUrl: 'http://localhost:3000',
      dealers,
      authorization: { retail: 'dealer-portal', corporate: 'hq-portal' },
    });
    const find = (id: string) => custom.find((c) => c.client_id === id)!;
    expect(clientOrigins(find('dealer-portal'))).toEqual(
      new Set([
        'http://localhost:3000',
        'http://knoxville.localhost:3000',
        'https://oakcreekknoxville.example',
        'http://maryville.localhost:3000',
        'http://nowhere.localhost:3000',
        'https://hearthstone-nowhere.example',
      ]),
    );
    expect(find('hq-portal').redirect_uris).toEqual(['http://localhost:3000/myhome-account-login']);
    expect(custom.some((c) => c.client_id === 'retail-authorization-prod')).toBe(false);
  });

  it("registers other environments' website clients with their own origin only", () => {
    const shared = signInClients({
      env: 'qua',
      publicUrl: 'https://qua.homes.example',
      dealers,
      otherEnvironments: [{ env: 'dev', origin: 'http://localhost:5173' }],
    });
    const ids = shared.map((c) => c.client_id);
    expect(ids).toContain('web-oak-qua');
    expect(ids).toContain('web-oak-dev');
    expect(ids).toContain('web-corporate-dev');
    expect(ids.some((id) => id.endsWith('-prod') || id.endsWith('-itg'))).toBe(false);
    expect(shared.find((c) => c.client_id === 'web-oak-dev')!.redirect_uris).toEqual([
      'http://localhost:5173/myhome-account-login',
    ]);
    expect(shared.find((c) => c.client_id === 'web-oak-qua')!.redirect_uris).toContain(
      'https://oakcreekknoxville.example/myhome-account-login',
    );
  });

  it('leaves out the {slug}.localhost origins on a public host', () => {
    const live = signInClients({ env: 'qua', publicUrl: 'https://qua.homes.example', dealers });
    expect(live.find((c) => c.client_id === 'web-oak-qua')!.redirect_uris).toEqual([
      'https://oakcreekknoxville.example/myhome-account-login',
      'https://qua.homes.example/myhome-account-login',
    ]);
  });
});

describe('describeClient', () => {
  const authorization = authorizationClients('prod');
  it('names the websites by brand and the authorisation clients by kind', () => {
    expect(describeClient('web-oak-prod', authorization)).toEqual({
      name: 'Oak Creek Homes website',
      isRetail: true,
    });
    expect(describeClient('web-corporate-prod', authorization)).toEqual({
      name: 'Hearthstone Homes website',
      isRetail: false,
    });
    expect(describeClient('retail-authorization-prod', authorization)).toEqual({
      name: 'Retail authorization',
      isRetail: true,
    });
    expect(describeClient('corporate-authorization-prod', authorization)).toEqual({
      name: 'Corporate authorization',
      isRetail: false,
    });
  });
});

describe('clientBrand', () => {
  it('is the brand of a brand region’s client, null for the corporate one and anything else', () => {
    expect(clientBrand('web-oak-prod')).toBe('OAK');
    expect(clientBrand('web-clawva-dev')).toBe('CLA');
    expect(clientBrand('web-corporate-prod')).toBeNull();
    expect(clientBrand('web-nowhere-prod')).toBeNull();
    expect(clientBrand('OAK')).toBeNull();
  });
});
