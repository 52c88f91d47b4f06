import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createContentSecurityPolicy, inlineScriptHashes, newNonce } from './security-headers.ts';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, in order, and skips script files and empty tags', () => {
    const html = [
      '<script nonce="abc">window.__ctx = {"a":"é"};</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<SCRIPT>import("/assets/x.js")</SCRIPT>',
      '<script></script>',
      '<script nonce="abc">window.__ctx = {"a":"é"};</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__ctx = {"a":"é"};'),
      sha('import("/assets/x.js")'),
    ]);
  });

  it('hashes scripts that run, whatever their type is written as, and not data', () => {
    const html = [
      '<script type="module">import("/a.js")</script>',
      "<script type='text/javascript'>b()</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="json-data-homes">{"mode":"homes"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('import("/a.js")'), sha('b()')]);
  });
});

describe('createContentSecurityPolicy', () => {
  const policy = createContentSecurityPolicy({
    production: true,
    identityOrigin: 'http://localhost:3000',
  });

  it('allows a page rendered for one visitor by its nonce, strictly', () => {
    expect(policy('n0nce')).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
  });

  it('lets a home center’s host frame the provider for a silent sign-in, and nothing else', () => {
    for (const csp of [policy('n0nce'), policy.forCachedPage([])]) {
      expect(csp).toContain("frame-src 'self' http://localhost:3000;");
    }
  });

  it('allows a cached page’s scripts by hash, with no nonce to share between visitors', () => {
    const csp = policy.forCachedPage(['aGFzaA==']);
    expect(csp).toContain("script-src 'self' 'sha256-aGFzaA=='");
    expect(csp).not.toMatch(/nonce|strict-dynamic|unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('newNonce', () => {
  it('gives 16 random bytes in base64, a new one each time, past its pool of 256', () => {
    const nonces = Array.from({ length: 600 }, () => newNonce());
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
