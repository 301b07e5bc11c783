import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  businessDateOf,
  cashDenominations,
  type KioskMenu,
  type KioskPayment,
  type PlacedOrder,
  type RegisterView,
} from '@comanda/shared';
import { demoEstablishment } from '../db/seed/demo-menu';

/*
 * A few days of a running shop for the demo (issue 30, decision 038): kiosk orders paid by Pix
 * and card, counter sales in cash with a register opened, bled and closed each day, an order
 * canceled, a stock purchase with its payables, rent paid and energy overdue. Everything goes
 * through the shop's own API, as the kiosk and the admin would send it, with the app's clock
 * set back to each moment: the modules write their own rows, events and ledgers, so the
 * dashboard, reports, finance and DRE read real figures on the first day. Days are counted
 * back from the first start; today is left empty, so today's first order is still nº 1.
 */

export interface DemoHistoryOptions {
  /** The address the admin uses (PUBLIC_URL): its host, and the demo shop's under it. */
  mainUrl: string;
  admin: { email: string; password: string };
}

/** One order of a day: its time (São Paulo), what it is and how it is paid. */
interface DemoSale {
  at: string;
  items: [product: string, quantity: number][];
  /** Kiosk orders pay by Pix or card; counter sales in cash. */
  pay: 'pix' | 'card' | 'cash';
  canceled?: string;
}

/** Three days back from the first start: lunch and dinner, kiosk and counter. */
const demoDays: DemoSale[][] = [
  [
    {
      at: '11:42',
      items: [
        ['Clássico da Casa', 1],
        ['Refrigerante Lata 350 ml', 1],
      ],
      pay: 'pix',
    },
    { at: '12:15', items: [['Combo Cheddar Bacon', 2]], pay: 'card' },
    {
      at: '12:38',
      items: [
        ['X-Salada', 1],
        ['Água Mineral 500 ml', 1],
      ],
      pay: 'cash',
    },
    {
      at: '13:05',
      items: [
        ['Smash Duplo', 1],
        ['Batata Frita Grande', 1],
      ],
      pay: 'card',
    },
    {
      at: '19:22',
      items: [
        ['Monstro Triplo', 1],
        ['Refrigerante Lata 350 ml', 2],
      ],
      pay: 'pix',
    },
    {
      at: '20:10',
      items: [
        ['Cheddar Bacon', 2],
        ['Onion Rings', 1],
      ],
      pay: 'cash',
    },
    { at: '20:47', items: [['Frango Crocante', 1]], pay: 'card' },
  ],
  [
    {
      at: '11:55',
      items: [
        ['Veggie Grão-de-Bico', 1],
        ['Água Mineral 500 ml', 1],
      ],
      pay: 'pix',
    },
    {
      at: '12:20',
      items: [
        ['Combo Cheddar Bacon', 1],
        ['Clássico da Casa', 1],
      ],
      pay: 'card',
    },
    {
      at: '12:31',
      items: [['Smash Duplo', 2]],
      pay: 'pix',
      canceled: 'Cliente desistiu antes do preparo',
    },
    {
      at: '12:58',
      items: [
        ['X-Salada', 2],
        ['Refrigerante Lata 350 ml', 2],
      ],
      pay: 'cash',
    },
    {
      at: '19:40',
      items: [
        ['Cheddar Bacon', 1],
        ['Batata Frita Grande', 1],
      ],
      pay: 'card',
    },
    { at: '20:33', items: [['Monstro Triplo', 2]], pay: 'cash' },
  ],
  [
    {
      at: '11:48',
      items: [
        ['Clássico da Casa', 2],
        ['Refrigerante Lata 350 ml', 2],
      ],
      pay: 'card',
    },
    {
      at: '12:26',
      items: [
        ['Frango Crocante', 1],
        ['Onion Rings', 1],
      ],
      pay: 'pix',
    },
    { at: '12:44', items: [['Cheddar Bacon', 1]], pay: 'cash' },
    { at: '13:12', items: [['Combo Cheddar Bacon', 1]], pay: 'pix' },
    {
      at: '19:15',
      items: [
        ['Smash Duplo', 1],
        ['Água Mineral 500 ml', 1],
      ],
      pay: 'card',
    },
    {
      at: '20:02',
      items: [
        ['X-Salada', 1],
        ['Batata Frita Grande', 1],
      ],
      pay: 'cash',
    },
    { at: '21:05', items: [['Veggie Grão-de-Bico', 2]], pay: 'pix' },
  ],
];

const openingFloatCents = 10_000;

/** Seeds the history; the app's clock is put back when done, whatever happens. */
export async function seedDemoHistory(
  app: FastifyInstance,
  options: DemoHistoryOptions,
): Promise<{ orders: number }> {
  const clock = app.clock;
  const realNow = clock.now;
  const start = realNow();
  const client = new DemoClient(app, options);
  let orders = 0;
  try {
    await client.signIn();
    const menu = await client.kiosk<KioskMenu>('GET', '/api/public/menu');
    for (const [index, sales] of demoDays.entries()) {
      const day = businessDateOf(
        new Date(start.getTime() - (demoDays.length - index) * 86_400_000),
      );
      const at = (time: string) => new Date(`${day}T${time}:00-03:00`);
      clock.now = () => at('10:50');
      const register = await client.admin<RegisterView>('POST', '/api/admin/cash-registers', {
        name: 'Caixa 1',
        openingFloatCents,
      });
      let cashInDrawer = openingFloatCents;
      for (const sale of sales) {
        clock.now = () => at(sale.at);
        const items = sale.items.map(([name, quantity]) => lineOf(menu, name, quantity));
        const order =
          sale.pay === 'cash'
            ? await client.counterSale(register.id, items, menu)
            : await client.kioskSale(items, sale.pay);
        if (sale.pay === 'cash') cashInDrawer += order.totalCents;
        orders += 1;
        clock.now = () => new Date(at(sale.at).getTime() + 4 * 60_000);
        if (sale.canceled) {
          await client.admin('POST', `/api/admin/orders/${order.id}/cancel`, {
            reason: sale.canceled,
          });
        } else {
          await client.admin('POST', `/api/admin/orders/${order.id}/stage`, {
            stage: 'delivered',
          });
        }
      }
      clock.now = () => at('16:00');
      const bled = 5_000;
      await client.admin('POST', `/api/admin/cash-registers/${register.id}/movements`, {
        kind: 'sangria',
        amountCents: bled,
        reason: 'Depósito no banco',
      });
      clock.now = () => at('22:10');
      await client.admin('POST', `/api/admin/cash-registers/${register.id}/close`, {
        cash: countOf(cashInDrawer - bled),
        otherCents: 0,
        cardCents: 0,
        pixCents: 0,
      });
    }
    clock.now = realNow;
    await seedPurchaseAndBills(client, start);
    return { orders };
  } finally {
    clock.now = realNow;
    await client.signOut();
  }
}

/** A purchase of supplies with two installments, the rent paid, the energy bill overdue. */
async function seedPurchaseAndBills(client: DemoClient, start: Date) {
  const dayFrom = (days: number) => businessDateOf(new Date(start.getTime() + days * 86_400_000));
  const supplier = await client.admin<{ id: string }>('POST', '/api/admin/suppliers', {
    name: 'Distribuidora Central de Alimentos',
    taxId: '11.222.333/0001-81',
    contactName: 'Marcos',
    phone: '(11) 3333-4444',
  });
  const item = (name: string, unit: 'un' | 'kg', costCents: number, minimumMilli: number) =>
    client.admin<{ id: string }>('POST', '/api/admin/stock/items', {
      name,
      unit,
      costCents,
      minimumMilli,
    });
  const bread = await item('Pão brioche', 'un', 150, 40_000);
  const beef = await item('Blend bovino', 'kg', 4_800, 5_000);
  const cheddar = await item('Cheddar', 'kg', 5_200, 2_000);
  await client.admin('POST', `/api/admin/suppliers/${supplier.id}/purchases`, {
    items: [
      { stockItemId: bread.id, quantityMilli: 120_000, totalCents: 18_000 },
      { stockItemId: beef.id, quantityMilli: 20_000, totalCents: 96_000 },
      { stockItemId: cheddar.id, quantityMilli: 5_000, totalCents: 26_000 },
    ],
    firstDueDate: dayFrom(7),
    installments: 2,
    notes: 'Compra da semana',
  });
  const bill = (description: string, category: string, amountCents: number, due: number) =>
    client.admin<{ id: string }[]>('POST', '/api/admin/finance/payables', {
      description,
      category,
      amountCents,
      firstDueDate: dayFrom(due),
    });
  const [rent] = await bill('Aluguel do ponto', 'rent', 450_000, -2);
  await client.admin('POST', `/api/admin/finance/payables/${rent!.id}/pay`, { on: dayFrom(-2) });
  await bill('Conta de energia', 'energy', 68_000, -1);
}

/** A line of the kiosk's menu by product name, with a combo's forced choices. */
function lineOf(menu: KioskMenu, name: string, quantity: number) {
  const product = [...menu.products, ...menu.drinks, ...menu.desserts].find(
    (candidate) => candidate.name === name,
  );
  if (!product) throw new Error(`demo history: ${name} is not on the menu`);
  const forced = product.choiceGroups.filter(
    (group) => group.minChoices > 0 && group.options.length === group.minChoices,
  );
  return {
    productId: product.id,
    quantity,
    ...(forced.length > 0
      ? { choiceOptionIds: forced.flatMap((group) => group.options.map((option) => option.id)) }
      : {}),
  };
}

/** The drawer's cash as notes and coins, the largest first (the blind count). */
function countOf(amountCents: number): Record<string, number> {
  const count: Record<string, number> = {};
  let left = amountCents;
  for (const value of cashDenominations) {
    const quantity = Math.floor(left / value);
    if (quantity > 0) count[String(value)] = quantity;
    left -= quantity * value;
  }
  return count;
}

type Line = ReturnType<typeof lineOf>;

const bodyOf = <T>(res: { body: string; json: <U>() => U }): T =>
  (res.body ? res.json<T>() : undefined) as T;

/** The kiosk's and the admin's requests, in process, with the admin's session. */
class DemoClient {
  private cookie = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: DemoHistoryOptions,
  ) {
    this.main = new URL(options.mainUrl);
    this.mainHost = this.main.host;
    this.demoHost = `${demoEstablishment.subdomain}.${this.main.host}`;
  }

  private readonly main: URL;
  private readonly mainHost: string;
  private readonly demoHost: string;

  async signIn() {
    const res = await this.send(this.mainHost, 'POST', '/api/auth/sign-in/email', {
      ...this.options.admin,
    });
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    this.cookie = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
  }

  async signOut() {
    if (!this.cookie) return;
    await this.send(this.mainHost, 'POST', '/api/auth/sign-out', {}).catch(() => {});
    this.cookie = '';
  }

  admin<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
    return this.send(this.mainHost, method, url, payload).then(bodyOf<T>);
  }

  kiosk<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
    return this.send(this.demoHost, method, url, payload).then(bodyOf<T>);
  }

  async kioskSale(items: Line[], method: 'pix' | 'card') {
    const order = await this.kiosk<PlacedOrder>('POST', '/api/public/orders', { items });
    const payment = await this.kiosk<KioskPayment>(
      'POST',
      `/api/public/orders/${order.id}/payments`,
      { token: order.publicToken, method },
    );
    await this.kiosk('POST', `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`, {
      token: order.publicToken,
      outcome: 'approved',
    });
    return { id: order.id, totalCents: order.totalCents };
  }

  async counterSale(registerId: string, items: Line[], menu: KioskMenu) {
    // The screen's total, which the server checks: plain products at the menu's prices.
    const totalCents = items.reduce((total, line) => {
      const product = [...menu.products, ...menu.drinks, ...menu.desserts].find(
        (candidate) => candidate.id === line.productId,
      )!;
      return total + product.priceCents * line.quantity;
    }, 0);
    const sale = await this.admin<{ orderId: string; totalCents: number }>(
      'POST',
      '/api/admin/pdv/sales',
      {
        registerId,
        items,
        tenders: [{ method: 'cash', amountCents: totalCents }],
        expectedTotalCents: totalCents,
        expectedChangeCents: 0,
      },
    );
    return { id: sale.orderId, totalCents: sale.totalCents };
  }

  /** One request; anything but a success stops the history with the server's answer. */
  private async send(host: string, method: 'GET' | 'POST', url: string, payload?: object) {
    const request: InjectOptions = {
      method,
      url,
      headers: {
        host,
        origin: `${this.main.protocol}//${host}`,
        ...(method === 'POST' ? { 'idempotency-key': `demo-${randomUUID()}` } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(payload ? { payload } : {}),
    };
    const res = await this.app.inject(request);
    if (res.statusCode >= 300) {
      throw new Error(`demo history: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    }
    return res;
  }
}
