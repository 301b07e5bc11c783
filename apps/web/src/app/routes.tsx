import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { i18n, loadPanelStrings } from '@/app/i18n';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { RootLayout } from '@/app/root-layout';
import { loadToaster } from '@/components/lazy-toaster';

/*
 * Every screen is a lazy chunk, so a kiosk never downloads admin code and each area ships on
 * its own. The import() calls stay literal so the bundler can see and split them.
 */
type LazyRoute = NonNullable<RouteObject['lazy']>;

function RouteFallback() {
  return <LoadingScreen label={i18n.t('app.loading')} />;
}

const rootRedirect: LazyRoute = () =>
  import('@/features/tenancy/routes/root-redirect').then((m) => ({ Component: m.RootRedirect }));
const tenantGate: LazyRoute = () =>
  import('@/features/tenancy/routes/tenant-gate').then((m) => ({ Component: m.TenantGate }));
const tenantNotFound: LazyRoute = () =>
  import('@/features/tenancy/routes/tenant-not-found').then((m) => ({
    Component: m.TenantNotFound,
  }));
// All kiosk screens share one chunk (features/kiosk/screens.ts): no network wait between steps.
const kioskScreens = () => import('@/features/kiosk/screens');
const kioskLayout: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.KioskLayout }));
const kioskWelcome: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.Welcome }));
const kioskCategories: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.Categories }));
const kioskProducts: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.Products }));
const kioskProduct: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.Product }));
const kioskDrinks: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.Drinks }));
const kioskDesserts: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.Desserts }));
const kioskSummary: LazyRoute = () => kioskScreens().then((m) => ({ Component: m.Summary }));
// Payment and success: their own chunk, fetched ahead by the summary screen.
const kioskPaymentScreens = () => import('@/features/kiosk/payment-screens');
const kioskPayment: LazyRoute = () => kioskPaymentScreens().then((m) => ({ Component: m.Payment }));
const kioskSuccess: LazyRoute = () => kioskPaymentScreens().then((m) => ({ Component: m.Success }));

// The online menu (/cardapio, issue #35): its screens in one chunk, apart from the kiosk's.
const onlineMenuScreens = () => import('@/features/online-menu/screens');
const onlineLayout: LazyRoute = () =>
  onlineMenuScreens().then((m) => ({ Component: m.OnlineMenuLayout }));
const onlineMenu: LazyRoute = () => onlineMenuScreens().then((m) => ({ Component: m.OnlineMenu }));
const onlineProduct: LazyRoute = () =>
  onlineMenuScreens().then((m) => ({ Component: m.OnlineProduct }));
const onlineCart: LazyRoute = () => onlineMenuScreens().then((m) => ({ Component: m.OnlineCart }));
const onlineCheckout: LazyRoute = () =>
  onlineMenuScreens().then((m) => ({ Component: m.OnlineCheckout }));
const onlinePix: LazyRoute = () => onlineMenuScreens().then((m) => ({ Component: m.OnlinePix }));
const onlineDone: LazyRoute = () => onlineMenuScreens().then((m) => ({ Component: m.OnlineDone }));
const onlineTab: LazyRoute = () => onlineMenuScreens().then((m) => ({ Component: m.OnlineTab }));

/**
 * Screens outside the kiosk bring their strings (app/i18n.ts) and their toasts along. The
 * screen does not wait for the toaster: a toast made before it mounts is shown once it does
 * (components/lazy-toaster.tsx), and the owner's dashboard has one request fewer in its way.
 */
function withPanelStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    void loadToaster().catch(() => undefined);
    return Promise.all([load(), loadPanelStrings()]).then(([module]) => module);
  };
}

const auth: LazyRoute = withPanelStrings(() =>
  import('@/features/auth/routes/auth').then((m) => ({ Component: m.Auth })),
);
const setup: LazyRoute = withPanelStrings(() =>
  import('@/features/auth/routes/setup').then((m) => ({ Component: m.Setup })),
);
const forgotPassword: LazyRoute = withPanelStrings(() =>
  import('@/features/auth/routes/forgot-password').then((m) => ({
    Component: m.ForgotPassword,
  })),
);
const resetPassword: LazyRoute = withPanelStrings(() =>
  import('@/features/auth/routes/reset-password').then((m) => ({ Component: m.ResetPassword })),
);

/*
 * The panels route their own modules (descendant routes, each module a lazy chunk with its
 * 'Carregando {module}...' and error screen). The account page belongs to neither panel: the
 * app hands its loader to both.
 */
const loadAccount = () => import('@/features/account/routes/account');
const admin: LazyRoute = withPanelStrings(() =>
  import('@/features/admin/routes/admin-app').then(({ AdminApp }) => ({
    Component: () => <AdminApp loadAccount={loadAccount} />,
  })),
);
const superadmin: LazyRoute = withPanelStrings(() =>
  import('@/features/superadmin/routes/superadmin-app').then(({ SuperadminApp }) => ({
    Component: () => <SuperadminApp loadAccount={loadAccount} />,
  })),
);
const kitchen: LazyRoute = withPanelStrings(() =>
  import('@/features/kitchen/routes/kitchen-monitor').then((m) => ({
    Component: m.KitchenMonitor,
  })),
);
const kitchenDisplay: LazyRoute = withPanelStrings(() =>
  import('@/features/order-display/routes/kitchen-display').then((m) => ({
    Component: m.KitchenDisplay,
  })),
);
const statusBoard: LazyRoute = withPanelStrings(() =>
  import('@/features/order-display/routes/status-board').then((m) => ({
    Component: m.StatusBoard,
  })),
);
// The customer's order status (issue 35, item 3): its own small chunk, no panel strings.
const orderStatus: LazyRoute = () =>
  import('@/features/order-status/routes/order-status').then((m) => ({
    Component: m.OrderStatus,
  }));
const notFound: LazyRoute = () =>
  import('@/components/not-found').then((m) => ({ Component: m.NotFound }));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorBoundary />,
    // Shown while the first screen's chunk downloads.
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: rootRedirect },
      { path: 'auth', lazy: auth },
      { path: 'setup', lazy: setup },
      { path: 'recuperar-senha', lazy: forgotPassword },
      { path: 'redefinir-senha', lazy: resetPassword },
      {
        path: 'totem',
        lazy: tenantGate,
        children: [
          {
            // Pathless: the cart's idle timeout around every kiosk screen.
            lazy: kioskLayout,
            children: [
              // Nobody is ordering on the welcome screen: no idle timeout there.
              { index: true, lazy: kioskWelcome, handle: { kioskIdle: false } },
              { path: 'categorias', lazy: kioskCategories },
              { path: 'produtos/:categoryId', lazy: kioskProducts },
              { path: 'produto/:productId', lazy: kioskProduct },
              { path: 'bebidas', lazy: kioskDrinks },
              { path: 'sobremesas', lazy: kioskDesserts },
              { path: 'resumo', lazy: kioskSummary },
              { path: 'pagamento', lazy: kioskPayment },
              // The success screen ends by itself after 5 s.
              { path: 'sucesso', lazy: kioskSuccess, handle: { kioskIdle: false } },
            ],
          },
        ],
      },
      {
        path: 'cardapio',
        lazy: tenantGate,
        children: [
          {
            // Pathless: the shop's header, the table of the QR code, the language.
            lazy: onlineLayout,
            children: [
              { index: true, lazy: onlineMenu },
              { path: 'produto/:productId', lazy: onlineProduct },
              { path: 'carrinho', lazy: onlineCart },
              { path: 'finalizar', lazy: onlineCheckout },
              { path: 'pagamento', lazy: onlinePix },
              { path: 'confirmado', lazy: onlineDone },
              { path: 'conta', lazy: onlineTab },
            ],
          },
        ],
      },
      { path: 'admin/*', lazy: admin },
      { path: 'superadmin/*', lazy: superadmin },
      { path: 'impressora-cozinha', lazy: kitchen },
      // Paired with a device token, no session (decision 017).
      { path: 'cozinha', lazy: kitchenDisplay },
      { path: 'tela', lazy: statusBoard },
      { path: 'cardapio/pedido/:orderId/:token', lazy: orderStatus },
      { path: 'tenant-not-found', lazy: tenantNotFound },
      { path: '*', lazy: notFound },
    ],
  },
];
