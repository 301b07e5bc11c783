import { createBrowserRouter } from 'react-router';
import { routes } from '@/app/routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made on first use: creating it (the history, every route's pattern, the
 * first match and its lazy route modules) is a task of its own at boot (main.tsx), not part of
 * the modules' evaluation (issue #38, decision 083).
 */
export function appRouter() {
  return (router ??= createBrowserRouter(routes));
}
