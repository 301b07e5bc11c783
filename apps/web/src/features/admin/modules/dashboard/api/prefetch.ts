import { meSchema, shopDashboardSchema } from '@comanda/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey, sessionQueryOptions, type Session } from '@/lib/session/get-me';
import { dashboardKey, getDashboard } from './get-dashboard';

/**
 * Where the server writes the two answers it drew the dashboard's first screen from
 * (apps/server plugins/web-app.ts, decision 097).
 */
const servedAnswersElementId = 'comanda-admin-dashboard';

/** The answers in the page, taken out of it (the queries hold them from then on). */
function takeServedAnswers(doc: Pick<Document, 'getElementById'>) {
  const element = doc.getElementById(servedAnswersElementId);
  if (!element) return undefined;
  element.remove();
  try {
    const served = JSON.parse(element.textContent ?? '') as { me?: unknown; dashboard?: unknown };
    return {
      me: meSchema.parse(served.me),
      dashboard: shopDashboardSchema.parse(served.dashboard),
    };
  } catch {
    // Not what the screens read: they ask the server instead.
    return undefined;
  }
}

/**
 * Who is signed in and today's figures, as the app boots on `/admin` (main.tsx), not once the
 * panel's guard and then the dashboard have loaded and rendered. With the first screen drawn by
 * the server, both are in the page (the session is still checked again by the guard, as on
 * every mount); otherwise the server has the browser fetch both with the page, and these
 * fetches take those answers. The guard then knows the session on its first render, and the
 * dashboard its figures (issue #38, decisions 084 and 097).
 */
export function prefetchDashboard(
  client: QueryClient,
  doc: Pick<Document, 'getElementById'> = document,
): void {
  const served = takeServedAnswers(doc);
  if (served) {
    const session: Session = { status: 'signed-in', me: served.me };
    client.setQueryData(sessionQueryKey, session);
    client.setQueryData(dashboardKey, served.dashboard);
    return;
  }
  void client.prefetchQuery(sessionQueryOptions());
  void client.prefetchQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
  });
}
