import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';

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
  if (!ready) return <p className="mt-[40vh] text-center">{initializingText}</p>;
  return <RouterProvider router={router} />;
}
