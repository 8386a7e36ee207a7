// A Chromium driven over the bare DevTools Protocol, for measuring start-up as a phone
// sees it. Playwright enables the protocol's Runtime domain in every page, and with it V8
// records a stack trace with line and column for every Error made. React makes five at
// load (its internal exceptions), and for their positions V8 parses React's 600 kB again
// on the main thread: 250–300 ms more at 4× slowdown, that no browser without DevTools
// open spends. This client never enables Runtime; it only evaluates.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Reply {
  readonly id?: number;
  readonly result?: Record<string, unknown>;
  readonly error?: { readonly message: string };
}

/** A page in a browser context of its own, phone-sized, with the CPU slowed `rate` times. */
export interface BarePage {
  /** Loads `url` with `script` run before any of the page's own, here and in later loads. */
  open(url: string, script: string): Promise<void>;
  /** Loads `url` again in the same tab: a player coming back, with the browser's caches. */
  navigate(url: string): Promise<void>;
  /** The value of a JavaScript expression in the page, as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface BareChromium {
  newPhonePage(rate: number): Promise<BarePage>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function debuggerUrl(port: number, chrome: ChildProcess): Promise<string> {
  for (let i = 0; i < 100; i++) {
    if (chrome.exitCode !== null) throw new Error('Chromium exited at launch');
    try {
      const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
        webSocketDebuggerUrl: string;
      };
      return version.webSocketDebuggerUrl;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`Chromium is not listening on port ${port}`);
}

export async function launchBare(
  executable: string,
  args: readonly string[],
  port: number,
): Promise<BareChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'hexplay-bare-'));
  const chrome = spawn(
    executable,
    [
      ...args,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const socket = new WebSocket(await debuggerUrl(port, chrome));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let last = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++last;
      waiting.set(id, (reply) => {
        waiting.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result ?? {});
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  return {
    async newPhonePage(rate) {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
        sessionId: string;
      };
      const on = (method: string, params: object = {}) => send(method, params, sessionId);
      await on('Emulation.setDeviceMetricsOverride', {
        width: 390,
        height: 844,
        deviceScaleFactor: 2,
        mobile: true,
      });
      await on('Emulation.setTouchEmulationEnabled', { enabled: true });
      await on('Emulation.setCPUThrottlingRate', { rate });
      await on('Page.enable');
      return {
        async open(url, script) {
          await on('Page.addScriptToEvaluateOnNewDocument', { source: script });
          await on('Page.navigate', { url });
        },
        async navigate(url) {
          await on('Page.navigate', { url });
        },
        async evaluate<T>(expression: string) {
          const { result, exceptionDetails } = (await on('Runtime.evaluate', {
            expression: `JSON.stringify(${expression})`,
            returnByValue: true,
          })) as { result: { value?: string }; exceptionDetails?: { text: string } };
          if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
          return (result.value === undefined ? undefined : JSON.parse(result.value)) as T;
        },
        async close() {
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      // Asked to close, Chromium ends its helper processes and stops writing to the
      // profile before it exits; killed, those may still write while the profile goes,
      // and removing it fails.
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      void send('Browser.close');
      const killer = setTimeout(() => chrome.kill(), 5000);
      await exited;
      clearTimeout(killer);
      socket.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
