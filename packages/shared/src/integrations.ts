import { z } from 'zod';
import { establishmentDetailSchema, establishmentUpdateSchema } from './establishment-admin';
import { paymentMethods } from './establishment';
import { orderDeviceSchema } from './order-board';
import { printAgentTokenSchema } from './printing';
import { isValidCnpj, normalizeTaxId } from './tax-id';

/*
 * /admin/integracoes: the shop connects its own Mercado Pago account and Pix key. Secrets go
 * in and never come back: the screen sees a hint (the last 4 characters) only.
 */

/** PUT /api/admin/integrations: secrets absent or blank keep the stored one, null removes it. */
export const integrationsInputSchema = establishmentUpdateSchema.pick({
  pixKeyType: true,
  pixKey: true,
  mercadopagoAccessToken: true,
  mercadopagoWebhookSecret: true,
  mercadopagoPublicKey: true,
  mercadopagoPointDeviceId: true,
});
export type IntegrationsInput = z.input<typeof integrationsInputSchema>;
export type IntegrationsData = z.output<typeof integrationsInputSchema>;

/**
 * What /admin/integracoes shows: the payment part of the super admin's edit form (secrets as
 * hints; `demoPayments`, set by the super admin, means the kiosk takes no real money), and
 * what follows from it.
 */
export const integrationsSchema = establishmentDetailSchema
  .pick({
    pixKeyType: true,
    pixKey: true,
    mercadopagoAccessTokenHint: true,
    mercadopagoWebhookSecretHint: true,
    mercadopagoPublicKey: true,
    mercadopagoPointDeviceId: true,
    demoPayments: true,
  })
  .extend({
    /** Where Mercado Pago must send this shop's notifications; null without PUBLIC_URL. */
    webhookUrl: z.string().nullable(),
    /** What the kiosk offers with this setup. */
    readyPaymentMethods: z.array(z.enum(paymentMethods)),
  });
export type Integrations = z.infer<typeof integrationsSchema>;

/** POST /api/admin/integrations/mercadopago/test: the account the token belongs to. */
export const mercadoPagoConnectionSchema = z.object({
  accountId: z.string(),
  nickname: z.string().nullable(),
});
export type MercadoPagoConnection = z.infer<typeof mercadoPagoConnectionSchema>;

/** GET /api/admin/integrations/mercadopago/terminals: the account's Point terminals. */
export const pointTerminalSchema = z.object({
  id: z.string(),
  operatingMode: z.string().nullable(),
});
export type PointTerminal = z.infer<typeof pointTerminalSchema>;

export const mercadoPagoNotConnectedMessage = 'Informe o access token do Mercado Pago';
export const mercadoPagoUnreachableMessage =
  'Não foi possível conectar ao Mercado Pago. Confira o access token.';

/**
 * GET /api/admin/integrations/devices: what connects to the shop with a token, and whether it
 * is connected now: print agents, kitchen displays and status boards. Issued and revoked on
 * their own screens (Impressoras, Tela); listed here to see at a glance what is online.
 */
export const integrationDevicesSchema = z.object({
  printAgents: z.array(printAgentTokenSchema),
  orderDevices: z.array(orderDeviceSchema),
});
export type IntegrationDevices = z.infer<typeof integrationDevicesSchema>;

/**
 * GET /api/admin/integrations/ifood: the shop's iFood store (issue 34). The platform's iFood
 * application is the super admin's; the shop gives only its Merchant ID.
 */
export const ifoodConnectionSchema = z.object({
  merchantId: z.string().nullable(),
  /** The store's name as iFood gave it when the shop connected. */
  merchantName: z.string().nullable(),
  connected: z.boolean(),
  /** "Aceitar pedidos iFood automaticamente" (default on). */
  autoAccept: z.boolean(),
  /** Whether the platform's iFood application is set up (Configurações → iFood). */
  appConfigured: z.boolean(),
});
export type IfoodConnection = z.infer<typeof ifoodConnectionSchema>;

/** POST /api/admin/integrations/ifood/connect ("Conectar iFood"). */
export const ifoodConnectInputSchema = z.object({
  merchantId: z
    .string()
    .trim()
    .min(1, 'Informe o Merchant ID da loja no iFood')
    .max(100, 'Merchant ID longo demais'),
});
export type IfoodConnectInput = z.infer<typeof ifoodConnectInputSchema>;

/** PUT /api/admin/integrations/ifood/auto-accept */
export const ifoodAutoAcceptInputSchema = z.object({ autoAccept: z.boolean() });

/** GET /api/admin/integrations/ifood/status: the store's state on iFood, per operation. */
export const ifoodStoreStatusSchema = z.array(
  z.object({
    operation: z.string(),
    available: z.boolean(),
    state: z.string(),
    title: z.string().nullable(),
  }),
);
export type IfoodStoreStatus = z.infer<typeof ifoodStoreStatusSchema>;

/**
 * GET /api/admin/integrations/unmapped-items ("Itens sem vínculo"): a marketplace's items no
 * product of the shop matches (the item's external code is no product's code), newest first.
 */
export const marketplaceUnmappedItemSchema = z.object({
  channel: z.enum(['ifood', 'open_delivery']),
  /** As the platform sent it; '' when it had none. */
  externalCode: z.string(),
  name: z.string(),
  timesSeen: z.number().int(),
  lastSeenAt: z.iso.datetime({ offset: true }),
});
export type MarketplaceUnmappedItem = z.infer<typeof marketplaceUnmappedItemSchema>;

/** POST /api/admin/integrations/ifood/simulate ("Simular pedido iFood", demo mode only). */
export const ifoodSimulatedOrderSchema = z.object({
  orderId: z.guid(),
  orderNumber: z.number().int(),
});
export type IfoodSimulatedOrder = z.infer<typeof ifoodSimulatedOrderSchema>;
export const ifoodSimulateDemoOnlyMessage =
  'Simular pedido iFood existe só no modo de demonstração da loja.';
export const ifoodSimulateNoProductsMessage =
  'Cadastre ao menos um produto ativo para simular um pedido iFood.';

/**
 * iFood's states of a store's operation (developer.ifood.com.br, Merchant → Status), in
 * Portuguese for /admin/integracoes; any other state iFood may add shows as it comes.
 */
export const ifoodStateLabels: Record<string, string> = {
  OK: 'Aberta',
  WARNING: 'Aberta com restrições',
  CLOSED: 'Fechada',
  ERROR: 'Fechada por um problema',
};

/** iFood's operations, in Portuguese. */
export const ifoodOperationLabels: Record<string, string> = {
  DELIVERY: 'Entrega',
  TAKEOUT: 'Retirada',
  INDOOR: 'Na mesa',
  DINE_IN: 'Na mesa',
};

/** "Pausar iFood": how long the store stays closed on iFood (iFood allows at most 7 days). */
export const ifoodPauseMinutes = [15, 30, 60, 120, 240] as const;

/** POST /api/admin/integrations/ifood/pause */
export const ifoodPauseInputSchema = z.object({
  minutes: z.coerce
    .number()
    .int()
    .refine(
      (value) => (ifoodPauseMinutes as readonly number[]).includes(value),
      'Escolha por quanto tempo pausar',
    ),
  description: z.string().trim().max(200, 'Motivo longo demais').optional(),
});
export type IfoodPauseInput = z.infer<typeof ifoodPauseInputSchema>;

/** GET /api/admin/integrations/ifood/pause: the interruption in force on iFood, if any. */
export const ifoodPauseSchema = z.object({
  pause: z
    .object({
      id: z.string(),
      description: z.string(),
      start: z.string(),
      end: z.string(),
    })
    .nullable(),
});
export type IfoodPause = z.infer<typeof ifoodPauseSchema>;

export const ifoodUnknownMerchantMessage =
  'O iFood não encontrou essa loja. Confira o Merchant ID e se a loja autorizou o aplicativo da plataforma no Portal do Parceiro.';
export const ifoodAppMissingMessage =
  'O aplicativo iFood da plataforma ainda não foi configurado. Peça ao suporte da plataforma.';
export const ifoodMerchantTakenMessage =
  'Essa loja do iFood já está conectada a outro estabelecimento.';
export const ifoodNotConnectedMessage = 'Conecte a loja do iFood primeiro.';
export const ifoodAlreadyPausedMessage = 'A loja já está pausada no iFood.';

/**
 * GET /api/admin/integrations/open-delivery: the shop's Open Delivery connection (issue 34,
 * decision 059). The Ordering Application (Keeta, aiqfome...) gives each merchant its own base
 * URL and credentials; the client secret is sealed and never returned (`secretSet` only).
 */
export const openDeliveryConnectionSchema = z.object({
  baseUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  merchantId: z.string().nullable(),
  /** The Ordering Application's CNPJ: the NFC-e's intermediary (infIntermed, decision 068). */
  platformCnpj: z.string().nullable(),
  secretSet: z.boolean(),
  connected: z.boolean(),
});
export type OpenDeliveryConnection = z.infer<typeof openDeliveryConnectionSchema>;

/** POST /api/admin/integrations/open-delivery/connect ("Conectar Open Delivery"). */
export const openDeliveryConnectInputSchema = z.object({
  baseUrl: z
    .string()
    .trim()
    .max(500, 'Endereço longo demais')
    .pipe(z.url({ protocol: /^https?$/, error: 'Informe o endereço da API (https://...)' })),
  clientId: z.string().trim().min(1, 'Informe o Client ID').max(200, 'Client ID longo demais'),
  /** Blank keeps the stored secret (it is never shown back). */
  clientSecret: z.string().trim().max(500, 'Client Secret longo demais').optional(),
  merchantId: z
    .string()
    .trim()
    .min(1, 'Informe o Merchant ID')
    .max(100, 'Merchant ID longo demais'),
  /**
   * The company behind the Ordering Application (Keeta, aiqfome...): its orders' NFC-e names it
   * as the intermediary (infIntermed), so it must be a real CNPJ (check digits).
   */
  platformCnpj: z
    .string()
    .trim()
    .min(1, 'Informe o CNPJ do aplicativo de pedidos')
    .transform(normalizeTaxId)
    .refine(isValidCnpj, 'CNPJ inválido'),
});
export type OpenDeliveryConnectInput = z.infer<typeof openDeliveryConnectInputSchema>;

export const openDeliveryRefusedMessage =
  'O aplicativo de pedidos não aceitou essas credenciais. Confira o endereço da API, o Client ID e o Client Secret.';
export const openDeliverySecretMissingMessage = 'Informe o Client Secret';
export const openDeliveryHttpsMessage = 'O endereço da API precisa começar com https://';
export const openDeliveryPrivateAddressMessage =
  'O endereço da API precisa ser público: endereços da rede local não são aceitos';
export const openDeliveryMerchantTakenMessage =
  'Essa loja do Open Delivery já está conectada a outro estabelecimento.';

/** iFood cancels an order not confirmed within this many minutes of its placement. */
export const ifoodConfirmWindowMinutes = 8;

/**
 * GET /api/admin/orders/:id/ifood: an iFood order's state on iFood as /admin/pedidos shows it
 * (decision 067): its confirmation ("Confirmar" with the countdown when the shop does not
 * accept automatically) and a cancellation asked from Comanda.
 */
export const ifoodOrderStateSchema = z.object({
  /** When the 8 minutes iFood allows to confirm end (from the order's placement). */
  confirmDeadline: z.string(),
  confirmedAt: z.string().nullable(),
  /** "Aceitar pedidos iFood automaticamente": the poller confirms, no button. */
  autoAccept: z.boolean(),
  cancelRequestedAt: z.string().nullable(),
  cancelRefusedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
});
export type IfoodOrderState = z.infer<typeof ifoodOrderStateSchema>;

/** GET /api/admin/orders/:id/ifood/cancellation-reasons: the codes iFood accepts now. */
export const ifoodCancellationReasonViewSchema = z.object({
  code: z.string(),
  description: z.string(),
});
export type IfoodCancellationReasonView = z.infer<typeof ifoodCancellationReasonViewSchema>;

/** POST /api/admin/orders/:id/ifood/cancellation: iFood's `requestCancellation`. */
export const ifoodCancellationInputSchema = z.object({
  code: z.string().trim().min(1, 'Escolha o motivo').max(20),
  reason: z
    .string()
    .trim()
    .min(3, 'Descreva o motivo (ao menos 3 letras)')
    .max(250, 'Motivo longo demais'),
});
export type IfoodCancellationInput = z.infer<typeof ifoodCancellationInputSchema>;

export const ifoodConfirmExpiredMessage =
  'O prazo de 8 minutos do iFood para confirmar este pedido acabou.';
export const ifoodOrderCanceledMessage = 'Este pedido já foi cancelado.';
export const ifoodNotAnIfoodOrderMessage = 'Este pedido não é um pedido do iFood.';

/**
 * An Open Delivery order's cancellation codes (RequestCancelled's `code`, Abrasel's OpenAPI
 * v1.7.1), in Portuguese for the list a cancel from Comanda offers (decision 079).
 */
export const openDeliveryCancellationReasons = {
  SYSTEMIC_ISSUES: 'Problemas de sistema',
  DUPLICATE_APPLICATION: 'Pedido duplicado',
  UNAVAILABLE_ITEM: 'Item indisponível',
  RESTAURANT_WITHOUT_DELIVERY_PERSON: 'Restaurante sem entregador',
  OUTDATED_MENU: 'Cardápio desatualizado',
  ORDER_OUTSIDE_THE_DELIVERY_AREA: 'Pedido fora da área de entrega',
  BLOCKED_CUSTOMER: 'Cliente bloqueado',
  OUTSIDE_DELIVERY_HOURS: 'Fora do horário de entrega',
  INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT: 'Dificuldades internas do restaurante',
  RISK_AREA: 'Área de risco',
  DELIVERY_PROBLEM: 'Problema na entrega',
} as const;

export const openDeliveryNotAnOrderMessage = 'Este pedido não é um pedido do Open Delivery.';
export const openDeliveryUnknownReasonMessage = 'Escolha um dos motivos do Open Delivery';

/**
 * POST /api/admin/orders/:id/cancel refuses a marketplace's order (decision 079): the platform
 * cancels it (its customer's money is the platform's), so the cancel is asked there.
 */
export const marketplaceCancelElsewhereMessage = (platform: string) =>
  `Este pedido é do ${platform}: peça o cancelamento ao ${platform} (Cancelar → "Pedir cancelamento ao ${platform}"). O pedido é cancelado aqui quando o ${platform} confirmar.`;
