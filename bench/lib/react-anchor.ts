/**
 * Lighthouse's anchor: a bare React page (React and react-dom, one component, no router, no
 * data, no translations), bundled by esbuild and minified, served from memory by a bare Node
 * server with brotli, as the kiosk's files are. What the same browser, on the same core and
 * at the same load, scores for React alone: the kiosk's figures are read beside it.
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));

const entry = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
function Welcome() {
  return h('main', { style: { font: '16px system-ui', padding: 24, textAlign: 'center' } },
    h('h1', null, 'Bem-vindo'),
    h('p', null, 'Toque para começar o seu pedido'),
    h('button', { type: 'button', style: { fontSize: 24, padding: '16px 32px' } }, 'Começar pedido'));
}
createRoot(document.getElementById('root')).render(h(Welcome));
`;

const html = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>React</title>
    <script type="module" src="/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

export interface AnchorServer {
  url: string;
  /** Brotli bytes of its JavaScript. */
  scriptBytes: number;
  stop(): Promise<void>;
}

async function bundle(): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: webDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export async function startReactAnchor(): Promise<AnchorServer> {
  const files: Record<string, { type: string; body: Buffer }> = {
    '/': { type: 'text/html; charset=utf-8', body: brotliCompressSync(html) },
    '/app.js': { type: 'text/javascript', body: brotliCompressSync(await bundle()) },
  };
  const server: Server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return res.writeHead(404).end();
    res
      .writeHead(200, {
        'content-type': file.type,
        'content-encoding': 'br',
        'cache-control': 'no-cache',
      })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://localhost:${port}/`,
    scriptBytes: files['/app.js']!.body.length,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
