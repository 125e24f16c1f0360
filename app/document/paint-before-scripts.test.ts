import { describe, expect, it } from 'vitest';
import { paintBeforeScripts } from './paint-before-scripts.ts';

// The shape of React Router's document: script preloads in the head, the bootstrap module at the
// end of the body (static imports of the route modules, the manifest, the client entry).
const DOCUMENT = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/react-B.js"/><link rel="modulepreload" href="/assets/root-C.js"/><link rel="modulepreload" href="/assets/home-D.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script nonce="n0nce" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-A.js",
    "imports": [
      "/assets/react-B.js"
    ],
    "css": []
  }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe('paintBeforeScripts', () => {
  const html = paintBeforeScripts(DOCUMENT);
  const bootstrap =
    html.match(/<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? '';

  it('leaves no script preload in the head and keeps the stylesheet and the page', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain('<main>Hello</main><script>window.__reactRouterContext = {};</script>');
  });

  it('waits for a frame, then preloads the same chunks and imports React and each route in turn', () => {
    const order = [
      'requestAnimationFrame',
      '"/assets/entry.client-A.js","/assets/react-B.js","/assets/root-C.js","/assets/home-D.js"',
      'await import("/assets/react-B.js");',
      'const route0 = await import("/assets/root-C.js");',
      'const route1 = await import("/assets/home-D.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-A.js");',
    ].map((part) => bootstrap.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(bootstrap).not.toMatch(/^import \*/m);
  });

  it('writes a module body that parses', () => {
    expect(() => new Function(`return (async () => {${bootstrap}\n})`)).not.toThrow();
  });

  it('leaves a document without a module script as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(paintBeforeScripts(plain)).toBe(plain);
  });
});
