import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/app/i18n';
import { queryClient } from '@/app/query-client';
import { appRouter } from '@/app/router';
import '@/index.css';
import { cn } from '@/lib/cn';

/*
 * The boot in short tasks (issue #38, decisions 063 and 083). On a kiosk tablet's one slow
 * core, the modules' evaluation, the router's creation (which also asks for the first screen's
 * lazy route modules), tailwind-merge's class map (built by its first call, inside the first
 * render) and the first render were one task that blocked the main thread for hundreds of ms
 * at Lighthouse's 4x. Each is now a task of its own. (Rendering the app in a transition, which
 * React slices, kept a kiosk spec's short idle timeout from working: decision 063.)
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first render of the online menu and of the kiosk's screens past the welcome screen waits
 * for the menu (asked for with the page; the welcome screen asks for it once its logo is drawn):
 * drawn in that render, the rows are no longer a render of their own when the answer lands (a
 * query's update is synchronous and unsliced; 100 ms at Lighthouse's 4x, decisions 094 and 098).
 * Not longer than `menuWaitMs`: a menu that fails is still being retried, and the screen must
 * be there to say so when the retries are over.
 */
const menuWaitMs = 2000;
const menuPage = /^\/(cardapio\/?$|totem\/.)/;
const menuReady = () =>
  Promise.race([
    import('@/lib/menu/get-menu').then(({ menuQueryOptions }) =>
      queryClient.prefetchQuery(menuQueryOptions()),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, menuWaitMs)),
  ]);

async function boot(rootElement: HTMLElement) {
  const menu = menuPage.test(window.location.pathname) ? menuReady() : undefined;
  await nextTask();
  appRouter();
  await nextTask();
  cn('p-0', 'p-1');
  await menu;
  await nextTask();
  const root = createRoot(rootElement);
  const render = () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // The first render in slices (a transition): the owner's dashboard (issue #38, decision 084),
  // the online menu (issue #35, decision 083) and the kiosk (decision 098).
  startTransition(render);
}

// The owner's dashboard: its session and figures are asked for now, beside the app's chunks.
if (/^\/admin\/?$/.test(window.location.pathname)) {
  void import('@/features/admin/modules/dashboard/api/prefetch').then(({ prefetchDashboard }) =>
    prefetchDashboard(queryClient),
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');
void boot(rootElement);
