// Starts the built server for the end-to-end specs on a fresh embedded database with the demo
// data, exactly as `npm start` would, but on its own port and data folder.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Its own folder per port, so two runs on one machine (other ports) never share one.
const dataFolder = process.env.E2E_PORT ? `.data/${process.env.E2E_PORT}` : '.data';
const dataDir = fileURLToPath(new URL(`./${dataFolder}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });

const server = spawn('node', ['../apps/server/dist/main.js'], {
  cwd: fileURLToPath(new URL('.', import.meta.url)),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    APP_DOMAIN: 'localhost',
    // Relative on purpose, as in `npm start`: the server must resolve it itself.
    DATA_DIR: dataFolder,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The demo's past days cost a minute of start on a loaded machine; no spec reads them.
    SEED_DEMO_HISTORY: 'false',
    // Always the embedded database, even where the shell has a DATABASE_URL.
    DATABASE_URL: '',
    // Demo payments wait for the demo buttons instead of approving themselves after a few
    // seconds, so a spec that declines or cancels never races the clock.
    DEMO_PAYMENT_DELAY_MS: '0',
    // Every browser of every spec is one address: the kiosk limits are raised, not removed.
    RATE_LIMIT_PER_ADDRESS: '600',
    RATE_LIMIT_PER_SHOP: '6000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
