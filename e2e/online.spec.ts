import { type Browser, expect, type Page, test } from './test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { axe } from './axe';
import { cell } from './board';
import { downloadRecord } from './download';
import { inGameActions } from './menu';
import { SIX_OFF } from './moves';

/**
 * Live play between two browser contexts on this machine: invitation, reply, connection,
 * and the game on both screens. Chromium hides local addresses behind mDNS names, which
 * a closed test machine cannot resolve; the flag lets the two contexts find each other.
 */
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'],
  },
});

// Two browsers, a connection and every move across it: on a busy machine, more than 30 s.
test.beforeEach(() => {
  test.slow();
});

/** No STUN server (this machine has no internet) and the test hook that sends raw messages. */
async function openSide(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('hexplay.online.testHook', '1');
    if (localStorage.getItem('hexplay.online.settings') === null) {
      localStorage.setItem('hexplay.online.settings', JSON.stringify({ stun: [], chat: true }));
    }
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  return page;
}

interface Pair {
  readonly host: Page;
  readonly guest: Page;
  readonly invite: string;
  readonly answer: string;
  readonly connectMs: number;
}

const status = (page: Page) => page.getByTestId('peer-status');

/** The host invites (playing Black), the guest accepts, the host connects. */
async function connectPair(
  browser: Browser,
  game: 'abacus' | 'abalone',
  n: number,
  timeControl = 'none',
): Promise<Pair> {
  const host = await openSide(browser);
  const guest = await openSide(browser);
  await host.locator('[data-action="new-game"]').click();
  await host.getByTestId('new-game').locator('[data-action="play-online"]').click();
  const dialog = host.getByTestId('online-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-field="online-name"]').fill('Ana');
  await dialog.locator('[data-field="game"]').selectOption(game);
  await dialog.locator('[data-field="size"]').selectOption(String(n));
  await dialog.locator('[data-field="time-control"]').selectOption(timeControl);
  await dialog.locator('[data-field="online-colour"]').selectOption('black');
  await dialog.locator('[data-action="create-invite"]').click();
  const inviteField = dialog.locator('[data-field="invite"]');
  await expect(inviteField).toHaveValue(/#live=/, { timeout: 15_000 });
  await expect(dialog.getByTestId('invite-qr')).toHaveAttribute('data-state', 'drawn');
  const invite = await inviteField.inputValue();
  expect(invite.startsWith('http')).toBe(true);

  await guest.goto(invite);
  const offer = guest.getByTestId('online-dialog');
  await expect(offer.getByTestId('invitation-from')).toContainText('Ana invites you');
  await expect(offer.getByTestId('invitation-colour')).toContainText('White');
  await offer.locator('[data-field="online-name"]').fill('Bo');
  await offer.locator('[data-action="accept-invite"]').click();
  const answerField = offer.locator('[data-field="answer"]');
  await expect(answerField).toHaveValue(/#live-reply=/, { timeout: 15_000 });
  await expect(offer.getByTestId('answer-qr')).toHaveAttribute('data-state', 'drawn');
  const answer = await answerField.inputValue();

  await dialog.locator('[data-field="answer-input"]').fill(answer);
  const asked = Date.now();
  await dialog.locator('[data-action="connect"]').click();
  await expect(status(host)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect(status(guest)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  const connectMs = Date.now() - asked;
  // docs/online.md quotes these for each game.
  console.log(
    `online ${game} n=${n} ${timeControl}: invitation ${invite.length} characters, reply ${answer.length}, connected in ${connectMs} ms`,
  );
  await expect(status(host)).toContainText('Bo');
  await expect(status(guest)).toContainText('Ana');
  await expect(dialog).toHaveCount(0);
  await expect(offer).toHaveCount(0);
  return { host, guest, invite, answer, connectMs };
}

const stones = (page: Page) => page.locator('[data-stone]');

/** The mover clicks `label`, and the move shows on the other screen too. */
async function place(mover: Page, other: Page, label: string, plies: number): Promise<void> {
  await cell(mover, label).click();
  await expect(stones(mover)).toHaveCount(plies);
  await expect(stones(other)).toHaveCount(plies);
}

async function cellLabels(page: Page): Promise<string[]> {
  return page
    .locator('[data-cell]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-cell') ?? ''));
}

test('invite, accept, connect, a whole Abacus n=3 game to its end on both screens, and a rematch', async ({
  browser,
}, testInfo) => {
  // 19 moves, a rematch and two more across the channel.
  test.setTimeout(180_000);
  const { host, guest, invite, answer, connectMs } = await connectPair(browser, 'abacus', 3);
  await testInfo.attach('lengths', {
    body: `invitation ${invite.length} characters, reply ${answer.length}, connected in ${connectMs} ms`,
  });
  const labels = await cellLabels(host);
  expect(labels).toHaveLength(19);
  // A click on the other side's turn does nothing, with a short note.
  await cell(guest, labels[0]).click();
  await expect(guest.getByTestId('online-note')).toContainText('Ana');
  await expect(stones(guest)).toHaveCount(0);
  for (const [i, label] of labels.entries()) {
    const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
    await place(mover, other, label, i + 1);
  }
  for (const page of [host, guest]) {
    await expect(page.getByTestId('result-title')).toBeVisible();
  }
  const title = await host.getByTestId('result-title').textContent();
  await expect(guest.getByTestId('result-title')).toHaveText(title ?? '');

  // A rematch, colours swapped: the friend, White before, now opens as Black.
  for (const page of [host, guest]) {
    await page.getByTestId('result').getByRole('button', { name: 'View board' }).click();
  }
  await host.locator('[data-action="online-rematch"]').click();
  await expect(host.getByTestId('rematch-ask')).toHaveAttribute('data-from', 'me');
  await guest.locator('[data-action="accept-rematch"]').click();
  for (const page of [host, guest]) await expect(stones(page)).toHaveCount(0);
  await cell(host, labels[0]).click();
  await expect(host.getByTestId('online-note')).toContainText('Bo');
  await place(guest, host, labels[0], 1);
  await place(host, guest, labels[1], 2);
});

test('a takeback asked and accepted, then an illegal move injected and refused', async ({
  browser,
}) => {
  const { host, guest } = await connectPair(browser, 'abacus', 3);
  const labels = await cellLabels(host);
  await place(host, guest, labels[0], 1);
  await host.locator('[data-action="ask-takeback"]').click();
  await expect(host.getByTestId('takeback-ask')).toHaveAttribute('data-from', 'me');
  await guest.locator('[data-action="accept-takeback"]').click();
  await expect(stones(host)).toHaveCount(0);
  await expect(stones(guest)).toHaveCount(0);

  await place(host, guest, labels[3], 1);
  // White's move after one ply, but to a cell already taken: the engine refuses it.
  const sent = await guest.evaluate(
    (label) =>
      (
        globalThis as unknown as { hexplayOnlineTest: { send(raw: string): boolean } }
      ).hexplayOnlineTest.send(JSON.stringify({ v: 1, kind: 'move', ply: 1, move: label })),
    labels[3],
  );
  expect(sent).toBe(true);
  await expect(host.getByTestId('online-refused')).toContainText(
    'the other side sent something Hexplay could not use',
    { ignoreCase: true },
  );
  await expect(stones(host)).toHaveCount(1);
  // And the game goes on.
  await place(guest, host, labels[4], 2);
});

test("a premove on the friend's turn is shown ghosted, played the moment their move arrives, and can be cancelled", async ({
  browser,
}) => {
  const { host, guest } = await connectPair(browser, 'abacus', 3);
  const labels = await cellLabels(host);
  await place(host, guest, labels[0], 1);
  await place(guest, host, labels[1], 2);
  // Black (Ana) to move: Bo, White, places ahead of his turn.
  await cell(guest, labels[3]).click();
  await expect(guest.getByTestId('board')).toHaveAttribute('data-premove', labels[3]);
  await expect(guest.getByTestId('premove')).toHaveAttribute('data-to', labels[3]);
  await expect(stones(guest)).toHaveCount(2);
  const found = await axe(guest).include('[data-testid="board"]').analyze();
  expect(found.violations).toEqual([]);
  await cell(host, labels[2]).click();
  // The premove followed at once and crossed as White's move.
  await expect(stones(guest)).toHaveCount(4);
  await expect(stones(host)).toHaveCount(4);
  for (const page of [host, guest]) {
    await expect(cell(page, labels[3])).toHaveAttribute('data-stone', 'white');
  }
  await expect(guest.getByTestId('board')).not.toHaveAttribute('data-premove');

  // Black's turn again; a premove cancelled by keyboard is never played.
  await cell(guest, labels[5]).click();
  await expect(guest.getByTestId('board')).toHaveAttribute('data-premove', labels[5]);
  await guest.locator('[data-action="cancel-premove"]').focus();
  await guest.keyboard.press('Enter');
  await expect(guest.getByTestId('board')).not.toHaveAttribute('data-premove');
  await place(host, guest, labels[4], 5);
  await expect(cell(guest, labels[5])).not.toHaveAttribute('data-stone');
  await place(guest, host, labels[6], 6);
});

test('a message crosses as text, never as HTML', async ({ browser }) => {
  const { host, guest } = await connectPair(browser, 'abacus', 3);
  await host.getByTestId('chat').locator('[data-action="chat-open"]').click();
  await host.locator('[data-field="chat-text"]').fill('<b>well played</b>');
  await host.locator('[data-action="chat-send"]').click();
  // Folded, the messages say how many came.
  const opener = guest.getByTestId('chat').locator('[data-action="chat-open"]');
  await expect(opener).toContainText('(1)');
  await opener.click();
  const lines = guest.getByTestId('chat-lines');
  await expect(lines.getByRole('listitem')).toHaveText('<b>well played</b>');
  await expect(lines.locator('b')).toHaveCount(0);
});

test('a reload drops the connection; a new invitation resumes at the same ply', async ({
  browser,
}) => {
  const { host, guest } = await connectPair(browser, 'abacus', 3);
  const labels = await cellLabels(host);
  for (let i = 0; i < 4; i++) {
    const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
    await place(mover, other, labels[i], i + 1);
  }
  await guest.reload();
  await expect(status(host)).toHaveAttribute('data-state', 'reconnecting', { timeout: 20_000 });
  await expect(status(guest)).toHaveAttribute('data-state', 'reconnecting');
  await expect(stones(guest)).toHaveCount(4);
  // While the game waits, neither side can move the other's stones.
  await host.locator('[data-action="resume-invite"]').click();
  const dialog = host.getByTestId('online-dialog');
  const inviteField = dialog.locator('[data-field="invite"]');
  await expect(inviteField).toHaveValue(/#live=/, { timeout: 15_000 });
  await guest.goto(await inviteField.inputValue());
  const offer = guest.getByTestId('online-dialog');
  await expect(offer.getByTestId('invitation-resume')).toContainText('4');
  await offer.locator('[data-action="accept-invite"]').click();
  const answerField = offer.locator('[data-field="answer"]');
  await expect(answerField).toHaveValue(/#live-reply=/, { timeout: 15_000 });
  await dialog.locator('[data-field="answer-input"]').fill(await answerField.inputValue());
  await dialog.locator('[data-action="connect"]').click();
  await expect(status(host)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect(status(guest)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect(stones(host)).toHaveCount(4);
  await expect(stones(guest)).toHaveCount(4);
  await place(host, guest, labels[4], 5);
  await place(guest, host, labels[5], 6);
});

/** A clock's reading in seconds, from its text (m:ss or m:ss.t). */
async function clockSeconds(page: Page, side: 'black' | 'white'): Promise<number> {
  const text = (await page.getByTestId(`clock-${side}`).textContent()) ?? '';
  const m = /(\d+):(\d\d(?:\.\d)?)/.exec(text);
  if (!m) throw new Error(`no clock reading in ${JSON.stringify(text)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

test('a whole Abalone game on a clock, six pushed off, ends alike on both screens and stays in both libraries', async ({
  browser,
}) => {
  // 31 moves, some 60 clicks, across the channel: longer than `slow` allows on a busy machine.
  test.setTimeout(180_000);
  const { host, guest } = await connectPair(browser, 'abalone', 5, '300+3');
  for (const [i, [marbles, target]] of SIX_OFF.entries()) {
    const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
    for (const m of marbles) await cell(mover, m).click();
    await cell(mover, target).click();
    if (i < SIX_OFF.length - 1) {
      await expect(other.getByTestId('board')).toHaveAttribute(
        'data-turn',
        i % 2 === 0 ? 'white' : 'black',
      );
    }
  }
  for (const [page, name] of [
    [host, 'host'],
    [guest, 'guest'],
  ] as const) {
    await expect(page.getByTestId('result-title'), name).toHaveText('Black wins');
    await expect(page.getByTestId('result-reason'), name).toHaveAttribute('data-reason', 'target');
    await page.getByTestId('result').getByRole('button', { name: 'View board' }).click();
    const text = await downloadRecord(page);
    expect(text, name).toContain('[Event "Hexplay online"]');
    expect(text, name).toContain('[Black "Ana"]');
    expect(text, name).toContain('[White "Bo"]');
    expect(text, name).toContain('[TimeControl "300+3"]');
    expect(text, name).toContain('[Result "1-0"]');
    expect(text, name).toMatch(/\[%clk /);
    // The record's lines wrap where the clock comments' lengths put them.
    expect(text.replace(/\s+/g, ' '), name).toMatch(/16\. e4f4\b/);
  }
});

test('Abalone on a clock: moves cross, the clocks agree within a second, and a resignation ends both', async ({
  browser,
}) => {
  const { host, guest } = await connectPair(browser, 'abalone', 5, '300+3');
  const moves: [Page, Page, string[], string][] = [
    [host, guest, ['a4', 'b4', 'c4'], 'd4'],
    [guest, host, ['i9', 'h9'], 'g9'],
    [host, guest, ['b4', 'c4', 'd4'], 'e4'],
    [guest, host, ['g9', 'h9'], 'i9'],
  ];
  for (const [i, [mover, other, marbles, target]] of moves.entries()) {
    for (const m of marbles) await cell(mover, m).click();
    await cell(mover, target).click();
    await expect(other.getByTestId('board')).toHaveAttribute(
      'data-turn',
      i % 2 === 0 ? 'white' : 'black',
    );
  }
  // Black's clock runs on both screens now; White's shows what White's own clock said.
  for (const side of ['black', 'white'] as const) {
    const [a, b] = await Promise.all([clockSeconds(host, side), clockSeconds(guest, side)]);
    expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
  }
  await inGameActions(guest, () => guest.locator('[data-action="resign"]').click());
  await guest
    .getByTestId('confirm')
    .getByRole('button', { name: /resign/i })
    .click();
  await expect(host.getByTestId('result-title')).toHaveText('Black wins');
  await expect(host.getByTestId('result-reason')).toHaveAttribute('data-reason', 'resignation');
  await expect(guest.getByTestId('result-title')).toHaveText('Black wins');
});
