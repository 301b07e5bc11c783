import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Chromium the page benches measure in (decision 098): `CHROMIUM_PATH` when set, else
 * Debian's headless shell when installed (`apt-get install chromium-headless-shell`), else the
 * full browser. The full browser starts renderers of its own UI (the omnibox's "WebUI Top
 * Renderer": 0.8–2 s of CPU after launch on Chromium 156) on the core the page is measured on:
 * there the bare React page itself scored 0.96 with 224 ms of blocking time, against 1.00 and
 * 86 ms in the headless shell in the same hour. The shell measures the page alone.
 */
export const benchChromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

/**
 * A script in `folder` that starts that Chromium through `taskset`: the browser and every
 * process it starts stay on `cpus` (as on a cheap one-core tablet).
 */
export function pinnedChromium(folder: string, cpus: string): string {
  const wrapper = join(folder, 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${cpus} ${benchChromiumPath} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}
