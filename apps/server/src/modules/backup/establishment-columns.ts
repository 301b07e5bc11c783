/*
 * The shop itself is a row of `establishments`: a backup carries the settings its admin owns
 * and a restore writes them back. The rest stays the target shop's own: who it is (id,
 * address), its sealed secrets (readable only by the server that sealed them), what only the
 * super admin decides (demo payments, fees, the card terminal) and bookkeeping.
 */

/** Restored from the archive: what /admin/configuracoes and /admin/integracoes edit. */
export const restoredEstablishmentColumns = [
  'name',
  'logo_url',
  'slogan',
  'welcome_image_url',
  'theme',
  'city',
  'phone',
  'pix_key',
  'pix_key_type',
  'mercadopago_public_key',
  'mercadopago_point_device_id',
  'kiosk_idle_seconds',
  'ask_customer_name',
  'ask_order_type',
  'kds_warning_minutes',
  'kds_late_minutes',
  'kds_canceled_minutes',
  'discount_limit_percent',
  'pin_lock_minutes',
  'terminal_idle_minutes',
  'sangria_approval_cents',
  'close_difference_approval_cents',
  'business_hours',
  'receipt_footer',
  'busy_limit_minutes',
  'busy_extra_prep_minutes',
  'busy_pause_ifood',
  'busy_scheduled_only',
  'kds_expo',
] as const;

/** Never in an archive, never overwritten by a restore. */
export const keptEstablishmentColumns = [
  'id',
  'subdomain',
  'mercadopago_access_token',
  'mercadopago_webhook_secret',
  'payment_methods',
  'demo_payments',
  'card_terminal_ip',
  'card_fee_percent',
  'payment_notes',
  'active',
  'menu_version',
  // Busy mode's live state: the target shop's kitchen, not the archive's (decision 070).
  'busy_auto_since',
  'busy_manual_since',
  'busy_ifood_interruption_id',
  'created_at',
  'updated_at',
] as const;
