import {
  formatCents,
  formatDay,
  readSidebarCookie,
  shopRoleLabels,
  shopRoleOf,
  sidebarWidth,
  sidebarWidthIcon,
  type Me,
  type ShopDashboard,
} from '@comanda/shared';
import { escapeHtml } from './first-screen';

/*
 * The owner's dashboard (/admin) drawn by the server (issue #38, decision 097): the panel's
 * header, the page's title with the business day, and today's three figures, as soon as the
 * page and its stylesheet are in, instead of after the app's JavaScript has arrived, run and
 * asked for them (Lighthouse's LCP was the day's line, 3.2 s). The app draws the same screen in
 * the hidden #root and removes this one once its figures are drawn.
 *
 * The markup is the React screen's (PanelLayout, PageHeader, StatCard, the dashboard) with the
 * same classes, so the stylesheet draws it in the same place; what needs the app (the menu
 * button, the sidebar's links) is there in its place, inert. The email is escaped.
 */

/** The app's words for this screen, in pt-BR (apps/web locales; a test compares them). */
export const dashboardFirstScreenStrings = {
  sidebarLabel: 'Painel administrativo',
  toggleSidebar: 'Alternar menu lateral',
  account: 'Minha conta',
  roleLabel: 'Administrador',
  title: 'Dashboard',
  description: 'As vendas de hoje ({{day}}), atualizadas a cada pedido pago',
  offline: 'Atualizando a cada 15 s',
  revenue: 'Faturamento de hoje',
  revenueHint: 'Soma dos pedidos pagos',
  paidOrders: 'Pedidos pagos',
  paidOrdersHint: 'Pedidos confirmados hoje',
  averageTicket: 'Ticket médio',
  averageTicketHint: 'Faturamento ÷ pedidos pagos',
} as const;

const strings = dashboardFirstScreenStrings;

const svg = (name: string, className: string, body: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
  `class="lucide lucide-${name}${className ? ` ${className}` : ''}" aria-hidden="true">${body}</svg>`;

/** lucide's icons of the screen, as lucide-react draws them. */
const icons = {
  panelLeft: svg(
    'panel-left lucide-sidebar',
    '',
    '<rect width="18" height="18" x="3" y="3" rx="2"></rect><path d="M9 3v18"></path>',
  ),
  userCog: svg(
    'user-cog',
    '',
    '<path d="M10 15H6a4 4 0 0 0-4 4v2"></path><path d="m14.305 16.53.923-.382"></path>' +
      '<path d="m15.228 13.852-.923-.383"></path><path d="m16.852 12.228-.383-.923"></path>' +
      '<path d="m16.852 17.772-.383.924"></path><path d="m19.148 12.228.383-.923"></path>' +
      '<path d="m19.53 18.696-.382-.924"></path><path d="m20.772 13.852.924-.383"></path>' +
      '<path d="m20.772 16.148.924.383"></path><circle cx="18" cy="15" r="3"></circle>' +
      '<circle cx="9" cy="7" r="4"></circle>',
  ),
  dollarSign: svg(
    'dollar-sign',
    'size-4 text-muted-foreground',
    '<path d="M12 3v18"></path><path d="M17 5H9.5a1 1 0 000 7h5a1 1 0 010 7H6"></path>',
  ),
  shoppingBag: svg(
    'shopping-bag',
    'size-4 text-muted-foreground',
    '<path d="M16 10a4 4 0 0 1-8 0"></path><path d="M3.103 6.034h17.794"></path>' +
      '<path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z"></path>',
  ),
  receipt: svg(
    'receipt',
    'size-4 text-muted-foreground',
    '<path d="M12 17V7"></path><path d="M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8"></path>' +
      '<path d="M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z"></path>',
  ),
};

/** The app's Button (components/ui/button.tsx), ghost, as its sizes draw it. */
const ghostButton =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium ' +
  'transition-colors outline-none focus-visible:ring-4 focus-visible:ring-primary/40 ' +
  'disabled:pointer-events-none disabled:opacity-50 [&amp;_svg]:pointer-events-none ' +
  "[&amp;_svg]:shrink-0 [&amp;_svg:not([class*='size-'])]:size-4 hover:bg-muted";

/**
 * The desktop sidebar's frame, at the width the app gives it (open, or the icon rail as the
 * `sidebar_state` cookie says); below 768 px the app's sidebar is a drawer, and this is hidden
 * (`firstScreenSidebarStyle`). Its links come with the app.
 */
function sidebar(cookieHeader: string): string {
  const open = readSidebarCookie(cookieHeader) ?? true;
  return (
    `<aside aria-hidden="true" data-state="${open ? 'expanded' : 'collapsed'}" ` +
    'class="group/sidebar sticky top-0 flex h-dvh shrink-0 flex-col overflow-x-hidden border-r border-border bg-card" ' +
    `style="width: ${open ? sidebarWidth : sidebarWidthIcon};">` +
    '<div class="flex h-14 shrink-0 items-center border-b border-border px-3">' +
    '<p class="truncate text-sm font-semibold text-muted-foreground group-data-[state=collapsed]/sidebar:sr-only">' +
    `${strings.sidebarLabel}</p></div></aside>`
  );
}

/** Only the desktop's sidebar: the app's is a drawer below 768 px (SPEC §9). */
export const firstScreenSidebarStyle =
  '<style>@media (max-width: 767px){#first-screen aside{display:none}}</style>';

/** The role beside the email, as AdminPanel writes it. */
function roleLabel(me: Me): string {
  const role = shopRoleOf(me.roles);
  return role && role !== 'admin' ? shopRoleLabels[role] : strings.roleLabel;
}

function header(me: Me): string {
  const email = escapeHtml(me.email);
  return (
    '<header class="sticky top-0 z-30 flex h-14 print:hidden items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur md:px-4">' +
    `<button type="button" class="${ghostButton} size-10" aria-label="${strings.toggleSidebar}">${icons.panelLeft}</button>` +
    '<div class="ml-auto flex min-w-0 items-center gap-3">' +
    '<div class="flex min-w-0 flex-col items-end leading-tight sm:flex-row sm:items-center sm:gap-2">' +
    `<span class="max-w-[40vw] truncate text-sm font-medium sm:max-w-xs" title="${email}">${email}</span>` +
    `<span class="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-primary">${escapeHtml(roleLabel(me))}</span>` +
    '</div>' +
    `<a aria-label="${strings.account}" class="${ghostButton} h-9 px-3 text-sm" href="/admin/conta">` +
    `${icons.userCog}<span class="hidden sm:inline">${strings.account}</span></a>` +
    '</div></header>'
  );
}

function statCard(title: string, value: string, hint: string, icon: string): string {
  return (
    '<div class="flex flex-col gap-6 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-sm" ' +
    `role="group" aria-label="${title}">` +
    '<div class="px-6 flex flex-row items-center justify-between gap-2">' +
    `<h2 class="text-sm font-medium">${title}</h2>${icon}</div>` +
    '<div class="px-6 grid gap-1">' +
    `<p class="text-2xl font-bold">${escapeHtml(value)}</p>` +
    `<p class="text-xs text-muted-foreground">${hint}</p></div></div>`
  );
}

/** The app's Badge, secondary: the live stream is not open yet when the app draws it first. */
const offlineBadge =
  '<span class="inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&amp;_svg]:size-3 [&amp;_svg]:shrink-0 border-transparent bg-muted text-muted-foreground">' +
  `${strings.offline}</span>`;

function pageHeader(dashboard: ShopDashboard): string {
  const description = strings.description.replace('{{day}}', formatDay(dashboard.businessDate));
  return (
    '<div class="grid gap-3"><div class="flex flex-wrap items-start justify-between gap-3">' +
    '<div class="grid min-w-0 gap-1">' +
    `<h1 class="text-2xl font-bold tracking-tight">${strings.title}</h1>` +
    `<div class="text-muted-foreground">${escapeHtml(description)}</div></div>` +
    `<div class="flex flex-wrap gap-2">${offlineBadge}</div></div></div>`
  );
}

/** The signed-in owner's dashboard, first screen: frame, title and today's three figures. */
export function adminDashboardFirstScreen(
  me: Me,
  dashboard: ShopDashboard,
  cookieHeader: string,
): string {
  const { today } = dashboard;
  const figures =
    '<div class="grid gap-4 sm:grid-cols-3">' +
    statCard(
      strings.revenue,
      formatCents(today.revenueCents),
      strings.revenueHint,
      icons.dollarSign,
    ) +
    statCard(
      strings.paidOrders,
      String(today.paidOrders),
      strings.paidOrdersHint,
      icons.shoppingBag,
    ) +
    statCard(
      strings.averageTicket,
      formatCents(today.averageTicketCents),
      strings.averageTicketHint,
      icons.receipt,
    ) +
    '</div>';
  return (
    '<div id="first-screen"><div class="flex min-h-dvh w-full bg-muted/40">' +
    sidebar(cookieHeader) +
    '<div class="flex min-w-0 flex-1 flex-col">' +
    header(me) +
    `<main class="flex-1 p-4 md:p-6 print:p-0"><div class="grid gap-6">${pageHeader(dashboard)}${figures}</div></main>` +
    '</div></div></div>'
  );
}
