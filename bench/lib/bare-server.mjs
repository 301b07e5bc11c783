// The menu's CPU anchor (issue 38): a bare Node server (node:http, no framework, no database)
// answering every request with the bytes Comanda's menu answered once, headers and body, from
// memory. What is left of the menu's CPU per request above this one is Comanda's own work.
// Usage: node bare-server.mjs <port> <file>, the file being JSON { headers, body (base64) }.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const headers = Object.entries(answer.headers);

createServer((request, response) => {
  request.resume();
  for (const [name, value] of headers) response.setHeader(name, value);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
