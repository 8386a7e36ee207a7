import { expect, type Locator, type Page } from '@playwright/test';

/** Fails naming `what` unless the centre of `locator` is on the screen and is it, not something over it. */
export async function expectUncovered(page: Page, locator: Locator, what: string): Promise<void> {
  const view = page.viewportSize()!;
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, `${what} is laid out`).not.toBeNull();
    const x = box!.x + box!.width / 2;
    const y = box!.y + box!.height / 2;
    expect(
      x >= 0 && y >= 0 && x <= view.width && y <= view.height,
      `${what}'s centre ${Math.round(x)},${Math.round(y)} is inside ${view.width}×${view.height}`,
    ).toBe(true);
    const over = await locator.evaluate(
      (element, [cx, cy]) => {
        const top = document.elementFromPoint(cx, cy);
        if (top === null || element.contains(top)) return '';
        const named = top.closest('[data-testid],[data-action],[class]');
        return named ? named.outerHTML.slice(0, 120) : top.tagName;
      },
      [x, y] as const,
    );
    expect(over, `${what} is covered by ${over}`).toBe('');
  }).toPass({ timeout: 5000 });
}
