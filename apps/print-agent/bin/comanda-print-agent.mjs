#!/usr/bin/env node
// @ts-check
import { parseArgs } from 'node:util';
import { startAgent } from '../src/agent.mjs';

const usage = `Uso: comanda-print-agent --server URL --token TOKEN

  --server  endereço do Comanda (ex.: https://comanda.exemplo.com.br)
  --token   token do agente, criado em Admin > Impressoras
            (ou as variáveis COMANDA_SERVER e COMANDA_PRINT_AGENT_TOKEN)`;

const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    token: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const server = values.server ?? process.env.COMANDA_SERVER;
const token = values.token ?? process.env.COMANDA_PRINT_AGENT_TOKEN;
if (values.help || !server || !token) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const stamp = () => new Date().toISOString();
const agent = startAgent({
  server,
  token,
  log: {
    info: (message) => console.log(`${stamp()} ${message}`),
    error: (message) => console.error(`${stamp()} ${message}`),
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void agent.stop().then(() => process.exit(0)));
}
