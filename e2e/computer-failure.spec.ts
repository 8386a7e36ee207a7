import { expect, test } from './test';
import { seedGame } from './seed';

// A service worker would serve the worker script from its cache, past the route.
test.use({ serviceWorkers: 'block' });

test('a worker script that 404s: at most 2 worker requests in 5 s, and a visible Retry', async ({
  page,
}) => {
  let requests = 0;
  await page.route(/\/assets\/worker-[^/]*\.js$/, (route) => {
    requests++;
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await page.goto('/');
  await seedGame(page, { game: 'abacus', n: 5, white: 'easy' });
  await page.locator('[data-cell="e5"]').click();
  const failure = page.getByTestId('computer-failure');
  await expect(failure).toContainText('The computer could not move');
  await page.waitForTimeout(5000);
  expect(requests).toBeGreaterThanOrEqual(1);
  expect(requests).toBeLessThanOrEqual(2);
  await expect(page.getByTestId('thinking')).toHaveCount(0);
  const retry = failure.locator('[data-action="retry"]');
  await expect(retry).toBeVisible();
  await page.unroute(/\/assets\/worker-[^/]*\.js$/);
  await retry.click();
  await expect(page.getByTestId('move-list').locator('[data-ply]')).toHaveCount(2, {
    timeout: 15_000,
  });
});
