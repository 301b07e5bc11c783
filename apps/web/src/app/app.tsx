import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRouter } from '@/app/router';

/** Not a translation: it shows precisely while translations are not ready (as in index.html). */
const initializingText = 'Inicializando aplicação...';

export function App() {
  return (
    <AppProviders>
      <TranslatedRouter />
    </AppProviders>
  );
}

/** SPEC §2: nothing routes before translations are ready. */
function TranslatedRouter() {
  const { ready } = useTranslation();
  // Fixed like the one in index.html, so the page does not move when the router replaces it.
  if (!ready) return <p className="fixed inset-0 grid place-items-center">{initializingText}</p>;
  return <RouterProvider router={appRouter()} />;
}
