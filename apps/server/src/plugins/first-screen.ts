import { createHash } from 'node:crypto';

/*
 * A page whose first screen the server draws (decisions 088 and 097): /cardapio's menu and the
 * owner's dashboard. The screen is in the body before the app's #root, which stays hidden while
 * the app draws the same screen in it; the app then removes the server's copy in one frame
 * (apps/web lib/page-first-screen.ts). The app's files are asked for by `appLoader` once the
 * screen is drawn, not with the page: on a phone's slow link they came before anything could be
 * drawn, and Lighthouse's simulation put them on the first paint's path.
 */

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Starts the app once the first screen's main picture is drawn (loaded, then two frames), or
 * its first frame without one; at the latest after 3 s (a picture that never comes). Until
 * then the app's files do not share a phone's link with the picture; the files to load are in
 * `#comanda-app-files` (the entry, the module preloads, the fetches to start with them). Each
 * module preload is added in a task of its own: all of them in one task (eight in this build)
 * blocked a phone's main thread for 80-120 ms at Lighthouse's 4x (decision 094).
 */
export const appLoader =
  "(function(){var d=document,f=JSON.parse(d.getElementById('comanda-app-files').textContent),go=0;" +
  "function add(rel,href,as){var l=d.createElement('link');l.rel=rel;l.href=href;l.crossOrigin='anonymous';if(as)l.as=as;d.head.appendChild(l)}" +
  "function start(){if(go)return;go=1;f.fetches.forEach(function(h){add('preload',h,'fetch')});" +
  "var s=d.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=f.entry;d.head.appendChild(s);" +
  "f.modules.forEach(function(h){setTimeout(function(){add('modulepreload',h)},0)})}" +
  'function drawn(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}' +
  "var p=d.querySelector('#first-screen img[fetchpriority=high]');" +
  "if(!p||p.complete)drawn();else{p.addEventListener('load',drawn);p.addEventListener('error',drawn)}" +
  'setTimeout(start,3000)})()';

/** For the Content-Security-Policy's script-src: the loader is the page's only inline script. */
export const appLoaderHash = `'sha256-${createHash('sha256').update(appLoader).digest('base64')}'`;

/** Hides the app's root while the server's first screen is there: the app draws in it unseen. */
export const firstScreenStyle = '<style>#first-screen~#root{display:none}</style>';
