import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/session/get-me';
import { dashboardKey, getDashboard } from './get-dashboard';

/**
 * Who is signed in and today's figures, asked for as the app boots on `/admin` (main.tsx),
 * not once the panel's guard and then the dashboard have loaded and rendered: the server has
 * the browser fetch both with the page (plugins/web-app.ts), and these fetches take those
 * answers. The guard then knows the session on its first render, and the dashboard its figures
 * (issue #38, decision 084).
 */
export function prefetchDashboard(client: QueryClient): void {
  void client.prefetchQuery(sessionQueryOptions());
  void client.prefetchQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
  });
}
