#!/usr/bin/env node
// Serves the production build as a static host would: under /SeaORM/, gzip/brotli when the client accepts it,
// directory URLs with a trailing slash, `x.html` falling back to `x/index.html`, and build/404.html with
// status 404 for anything else. Used by the end-to-end tests and the benchmarks.
// Usage: node scripts/serve.mjs [--port 3210] [--dir build]
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {pipeline} from 'node:stream';
import zlib from 'node:zlib';

const BASE = '/SeaORM/';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option('--port', process.env.PORT ?? '3210'));
const root = path.resolve(option('--dir', 'build'));
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: no build at ${root} (run npm run build first)`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

function isFile(p) {
  return existsSync(p) && statSync(p).isFile();
}

/** Maps a URL path under the base to a file, a redirect, or nothing. */
function resolve(urlPath) {
  const rel = decodeURIComponent(urlPath.slice(BASE.length));
  const file = path.join(root, rel);
  if (!file.startsWith(root)) return null;
  if (rel === '' || rel.endsWith('/')) return isFile(path.join(file, 'index.html')) ? {file: path.join(file, 'index.html')} : null;
  if (isFile(file)) return {file};
  if (isFile(path.join(file, 'index.html'))) return {redirect: `${urlPath}/`};
  if (rel.endsWith('.html') && isFile(path.join(file.slice(0, -5), 'index.html'))) return {file: path.join(file.slice(0, -5), 'index.html')};
  return null;
}

function send(req, res, status, file) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const headers = {'content-type': type, 'cache-control': 'no-cache'};
  const accept = String(req.headers['accept-encoding'] ?? '');
  let encoder = null;
  if (compressible.test(type)) {
    headers.vary = 'accept-encoding';
    if (/\bbr\b/.test(accept)) {
      headers['content-encoding'] = 'br';
      encoder = zlib.createBrotliCompress({params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}});
    } else if (/\bgzip\b/.test(accept)) {
      headers['content-encoding'] = 'gzip';
      encoder = zlib.createGzip();
    }
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  pipeline(encoder ? stream.pipe(encoder) : stream, res, () => {});
}

const notFound = path.join(root, '404.html');
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/' || url.pathname === '/SeaORM') {
    res.writeHead(302, {location: BASE});
    return res.end();
  }
  const hit = url.pathname.startsWith(BASE) ? resolve(url.pathname) : null;
  if (hit?.redirect) {
    res.writeHead(301, {location: hit.redirect + url.search});
    return res.end();
  }
  if (hit?.file) return send(req, res, 200, hit.file);
  if (isFile(notFound)) return send(req, res, 404, notFound);
  res.writeHead(404).end('not found');
});

server.listen(port, '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${port}${BASE}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
