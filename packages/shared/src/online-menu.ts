import { z } from 'zod';
import { optionalCpfSchema } from './tax-id';
import { createOrderSchema, placedOrderSchema } from './orders';

/*
 * The shop's own online menu (issue 35, decision 071): what the shop offers at /cardapio
 * (/admin/cardapio-digital), what a customer's phone reads before checkout
 * (GET /api/public/online-menu) and the order it places (POST /api/public/online-orders).
 * The catalogue itself is GET /api/public/menu, the same as the kiosk's.
 */

/** The ways the shop may offer; `agendar` lets retirada and entrega be placed for later. */
export const onlineFulfilments = ['mesa', 'retirada', 'entrega', 'agendar'] as const;
export type OnlineFulfilment = (typeof onlineFulfilments)[number];
export const onlineFulfilmentLabels: Record<OnlineFulfilment, string> = {
  mesa: 'Na mesa',
  retirada: 'Retirada',
  entrega: 'Entrega',
  agendar: 'Agendar',
};

/** How the customer may pay: Pix online, or cash / card when picking up or on delivery. */
export const onlinePaymentOptions = ['pix', 'dinheiro', 'cartao'] as const;
export type OnlinePaymentOption = (typeof onlinePaymentOptions)[number];
export const onlinePaymentOptionLabels: Record<OnlinePaymentOption, string> = {
  pix: 'Pix',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
};

export const deliveryZoneLimits = { maxZones: 100, maxFeeCents: 100_000, maxMinutes: 300 };
/** Scheduling: from `leadMinutes` after now, today only or today and tomorrow. */
export const scheduleLimits = { maxLeadMinutes: 720, maxDaysAhead: 1, slotMinutes: 15 };

const cents = (label: string, max: number) =>
  z
    .number(`Informe ${label}`)
    .int(`${label} em centavos inteiros`)
    .min(0, `${label} não pode ser negativo`)
    .max(max, `${label} muito alto`);

/** One bairro the shop delivers to, with its fee, minimum order and delivery time. */
export const deliveryZoneInputSchema = z.object({
  /** Absent for a new zone; kept for an existing one (orders name it). */
  id: z.guid().optional(),
  bairro: z
    .string('Informe o bairro')
    .trim()
    .min(1, 'Informe o bairro')
    .max(60, 'Bairro deve ter no máximo 60 caracteres'),
  feeCents: cents('a taxa de entrega', deliveryZoneLimits.maxFeeCents),
  minimumCents: cents('o pedido mínimo', 10_000_000),
  minutes: z
    .number('Informe o tempo de entrega')
    .int('Tempo em minutos inteiros')
    .min(1, 'Tempo de entrega deve ser de pelo menos 1 minuto')
    .max(deliveryZoneLimits.maxMinutes, `No máximo ${deliveryZoneLimits.maxMinutes} minutos`),
});
export type DeliveryZoneInput = z.input<typeof deliveryZoneInputSchema>;

export const deliveryZoneSchema = deliveryZoneInputSchema.extend({ id: z.guid() });
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

const fulfilmentSwitches = z.object({
  mesa: z.boolean(),
  retirada: z.boolean(),
  entrega: z.boolean(),
  agendar: z.boolean(),
});
const paymentSwitches = z.object({ pix: z.boolean(), dinheiro: z.boolean(), cartao: z.boolean() });

/** Bairro names compared without case, accents or extra spaces ("Centro" = "centro "). */
export const normalizeBairro = (bairro: string): string =>
  bairro.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** PUT /api/admin/online-menu. The hours are the shop's business hours (/admin/configuracoes). */
export const onlineMenuSettingsInputSchema = z.object({
  /** The whole online menu on or off (off: /cardapio shows the menu but takes no order). */
  enabled: z.boolean(),
  fulfilments: fulfilmentSwitches,
  payments: paymentSwitches,
  schedule: z.object({
    leadMinutes: z
      .number()
      .int()
      .min(0, 'Antecedência não pode ser negativa')
      .max(scheduleLimits.maxLeadMinutes, `No máximo ${scheduleLimits.maxLeadMinutes} minutos`),
    /** 0: later today only; 1: today or tomorrow. */
    daysAhead: z.number().int().min(0).max(scheduleLimits.maxDaysAhead),
  }),
  /** The table tab's service charge (taxa de serviço), percent (10 when never set). */
  servicePercent: z
    .number('Informe a taxa de serviço')
    .int('Taxa de serviço em porcentagem inteira')
    .min(0, 'Taxa de serviço não pode ser negativa')
    .max(20, 'Taxa de serviço de no máximo 20%')
    .optional(),
  zones: z
    .array(deliveryZoneInputSchema)
    .max(deliveryZoneLimits.maxZones, `No máximo ${deliveryZoneLimits.maxZones} bairros`)
    .refine(
      (zones) => new Set(zones.map((zone) => normalizeBairro(zone.bairro))).size === zones.length,
      'Bairro repetido',
    ),
});
export type OnlineMenuSettingsInput = z.input<typeof onlineMenuSettingsInputSchema>;

/**
 * GET /api/admin/online-menu. The link to share is /cardapio on the shop's host, which the
 * admin page makes like the kiosk's (kioskUrl).
 */
export const onlineMenuSettingsSchema = onlineMenuSettingsInputSchema.extend({
  zones: z.array(deliveryZoneSchema),
  /** Whether the shop's Pix provider is ready (Pix is offered only then). */
  pixReady: z.boolean(),
});
export type OnlineMenuSettings = z.infer<typeof onlineMenuSettingsSchema>;

export const onlineMenuDefaults: OnlineMenuSettingsInput = {
  enabled: false,
  fulfilments: { mesa: true, retirada: true, entrega: false, agendar: false },
  payments: { pix: true, dinheiro: true, cartao: true },
  schedule: { leadMinutes: 30, daysAhead: 1 },
  zones: [],
};

// ---------------------------------------------------------------- public: before checkout

/** An interval a scheduled order may be placed for, ISO instants, end inclusive. */
export const scheduleWindowSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});
export type ScheduleWindow = z.infer<typeof scheduleWindowSchema>;

/** GET /api/public/online-menu: what the phone needs before checkout. */
export const publicOnlineMenuSchema = z.object({
  /** The shop takes online orders at all. */
  enabled: z.boolean(),
  /** Within business hours now (closed: only a scheduled order, when offered). */
  openNow: z.boolean(),
  /** What is offered now; `agendar` only when there is a window left to schedule in. */
  fulfilments: fulfilmentSwitches,
  zones: z.array(deliveryZoneSchema),
  /** null when scheduling is off. `slots` are every 15 min inside the windows. */
  schedule: z
    .object({
      windows: z.array(scheduleWindowSchema),
      slots: z.array(z.iso.datetime({ offset: true })),
    })
    .nullable(),
  /** Pix only when the shop's provider is ready; dinheiro and cartão are paid on handover. */
  payments: paymentSwitches,
  /** "Pronto em cerca de N min" for the shop's typical order now. */
  waitMinutes: z.number().int().min(1),
  /** Busy mode ("Cozinha cheia", decision 070) is on: the wait is shown large. */
  busy: z.boolean(),
  /**
   * Busy mode's rule for the online menu (decision 078): retirada and entrega only scheduled
   * (Agendar) until it ends; Na mesa goes on, like the kiosk.
   */
  scheduledOnly: z.boolean(),
});
export type PublicOnlineMenu = z.infer<typeof publicOnlineMenuSchema>;

// ---------------------------------------------------------------- public: placing an order

/**
 * A Brazilian mobile (WhatsApp) number: DDD and nine digits starting with 9, with or
 * without +55, spaces, dots, hyphens and parentheses. Normalised to `+55DDD9XXXXXXXX`.
 */
export const whatsappPhoneSchema = z
  .string('Informe o telefone (WhatsApp)')
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, '').replace(/^\+?55(?=\d{11}$)/, ''))
  .refine(
    (digits) => /^[1-9][1-9]9\d{8}$/.test(digits),
    'Telefone inválido: informe o DDD e o celular com 9 dígitos, ex.: (11) 91234-5678',
  )
  .transform((digits) => `+55${digits}`);

/** '+5511912345678' → '(11) 91234-5678'. */
export const formatWhatsappPhone = (phone: string): string => {
  const digits = phone.replace(/^\+55/, '');
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
};

const addressText = (label: string, max: number) =>
  z
    .string(`Informe ${label}`)
    .trim()
    .min(1, `Informe ${label}`)
    .max(max, `${label} deve ter no máximo ${max} caracteres`);

export const deliveryAddressSchema = z.object({
  cep: z
    .string('Informe o CEP')
    .trim()
    .transform((value) => value.replace(/[\s.-]/g, ''))
    .refine((value) => /^\d{8}$/.test(value), 'CEP inválido: 8 dígitos'),
  rua: addressText('a rua', 80),
  numero: addressText('o número', 10),
  bairro: addressText('o bairro', 60),
  complemento: z
    .string()
    .trim()
    .max(60, 'Complemento deve ter no máximo 60 caracteres')
    .optional()
    .transform((value) => value || undefined),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** "Rua X, 10 - apto 2 - Centro - CEP 01001-000": one line for the ticket and Pedidos. */
export const formatDeliveryAddress = (address: DeliveryAddress): string =>
  [
    `${address.rua}, ${address.numero}`,
    address.complemento,
    address.bairro,
    `CEP ${address.cep.slice(0, 5)}-${address.cep.slice(5)}`,
  ]
    .filter(Boolean)
    .join(' - ');

export const onlineOrderFulfilmentSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('mesa'),
      table: z.number('Mesa inválida').int('Mesa inválida').min(1, 'Mesa inválida').max(9999),
    }),
    z.object({ type: z.literal('retirada') }),
    z.object({
      type: z.literal('entrega'),
      zoneId: z.guid('Escolha o bairro da entrega'),
      address: deliveryAddressSchema,
    }),
  ],
  'Escolha como receber o pedido',
);
export type OnlineOrderFulfilment = z.output<typeof onlineOrderFulfilmentSchema>;

export const onlineOrderPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('pix') }),
    z.object({
      method: z.literal('na_entrega'),
      kind: z.enum(['dinheiro', 'cartao'], 'Escolha dinheiro ou cartão'),
      /** "Troco para": the note the customer will pay with (cash only), at least the total. */
      trocoParaCents: z.number().int().min(1).max(10_000_000).optional(),
    }),
  ],
  'Escolha a forma de pagamento',
);
export type OnlineOrderPayment = z.output<typeof onlineOrderPaymentSchema>;

/** POST /api/public/online-orders (Idempotency-Key header, like POST /api/public/orders). */
export const createOnlineOrderSchema = z.object({
  items: createOrderSchema.shape.items,
  notes: createOrderSchema.shape.notes,
  customer: z.object({
    name: z
      .string('Informe seu nome')
      .trim()
      .min(1, 'Informe seu nome')
      .max(60, 'Nome deve ter no máximo 60 caracteres')
      .refine((name) => /^\p{L}[\p{L}'’. -]*$/u.test(name), 'Informe seu nome, sem números'),
    phone: whatsappPhoneSchema,
  }),
  fulfilment: onlineOrderFulfilmentSchema,
  /** For later (Agendar): an instant inside one of GET /api/public/online-menu's windows. */
  scheduledFor: z.iso.datetime({ offset: true, message: 'Horário inválido' }).optional(),
  payment: onlineOrderPaymentSchema,
  customerCpf: optionalCpfSchema,
});
export type CreateOnlineOrderInput = z.input<typeof createOnlineOrderSchema>;
export type CreateOnlineOrderData = z.output<typeof createOnlineOrderSchema>;

/**
 * The answer: the kiosk's placed order (Pix: pay it with POST /api/public/orders/:id/payments
 * like the kiosk) plus the delivery fee inside totalCents and the status page's path.
 */
export const placedOnlineOrderSchema = placedOrderSchema.extend({
  deliveryFeeCents: z.number().int(),
  /** `/cardapio/pedido/<id>/<publicToken>`. */
  statusPath: z.string(),
});
export type PlacedOnlineOrder = z.infer<typeof placedOnlineOrderSchema>;

export const onlineOrderStatusPath = (id: string, publicToken: string): string =>
  `/cardapio/pedido/${id}/${publicToken}`;

/**
 * Why an online order is refused (422, the Problem's `detail` is the message). The web may
 * show `detail` as is.
 */
export const onlineOrderRefusals = {
  disabled: 'Este estabelecimento não está recebendo pedidos pelo cardápio digital no momento.',
  closed: 'O estabelecimento está fechado agora. Tente novamente no horário de funcionamento.',
  fulfilmentOff: (label: string) => `${label} não está disponível neste estabelecimento.`,
  unknownTable: (table: number) => `Mesa ${table} não encontrada. Confira o QR code da mesa.`,
  zoneNotServed: 'Não entregamos neste bairro.',
  belowMinimum: (bairro: string, minimum: string) =>
    `O pedido mínimo para entrega em ${bairro} é ${minimum}.`,
  outsideSchedule: 'Horário fora da janela de agendamento. Escolha outro horário.',
  scheduleOff: 'Este estabelecimento não aceita pedidos agendados.',
  paymentOff: (label: string) => `Pagamento com ${label} não está disponível.`,
  trocoTooLow: 'O troco deve ser para um valor maior que o total do pedido.',
  busyScheduledOnly:
    'Cozinha cheia: no momento aceitamos apenas pedidos agendados. Escolha um horário em Agendar.',
  busyNoScheduling:
    'Cozinha cheia: no momento não aceitamos pedidos para agora. Tente novamente em alguns minutos.',
} as const;
