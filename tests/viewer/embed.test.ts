import { describe, expect, test } from 'vitest';
import { appAddressOf, embedSnippet, viewerAddress } from '../../src/store/records/embed';
import { frameHeaders } from '../../vite.config';

const FRAGMENT = '#hexplay=1&game=abalone.5.belgian&moves=2.AA&check=xyz';

describe('the viewer beside the app', () => {
  test.each([
    ['https://play.example/', 'https://play.example/viewer.html'],
    ['https://play.example/index.html', 'https://play.example/viewer.html'],
    ['https://example.org/games/hexplay/', 'https://example.org/games/hexplay/viewer.html'],
  ])('a link of %s opens in %s', (app, viewer) => {
    expect(viewerAddress(`${app}${FRAGMENT}`, app)).toBe(`${viewer}${FRAGMENT}`);
    // And the viewer's Open in Hexplay comes back to the app's folder, with the game.
    expect(appAddressOf(`${viewer}${FRAGMENT}`)).toBe(`${new URL('./', app).href}${FRAGMENT}`);
  });

  test('the snippet frames the viewer, its values quoted as HTML attributes', () => {
    const snippet = embedSnippet('https://x.example/viewer.html#a=1&b="2"', 'Abalone <game>');
    expect(snippet).toMatch(/^<iframe src="[^"]*" title="[^"]*"[^>]*><\/iframe>$/);
    expect(snippet).toContain('src="https://x.example/viewer.html#a=1&amp;b=&quot;2&quot;"');
    expect(snippet).toContain('title="Abalone &lt;game>"');
    expect(snippet).toContain('loading="lazy"');
  });
});

describe('who may frame a page', () => {
  test.each([
    ['/', "frame-ancestors 'none'", 'DENY'],
    ['/index.html', "frame-ancestors 'none'", 'DENY'],
    ['/?open=games', "frame-ancestors 'none'", 'DENY'],
    ['/viewer.html', 'frame-ancestors *', undefined],
    ['/viewer.html?lang=de', 'frame-ancestors *', undefined],
    ['/sub/viewer.html', 'frame-ancestors *', undefined],
  ])('%s: %s', (path, policy, frameOptions) => {
    const headers = frameHeaders(path);
    expect(headers['Content-Security-Policy']).toBe(policy);
    expect(headers['X-Frame-Options']).toBe(frameOptions);
  });
});
