/*
 * A kiosk paired in the admin (/admin/tela, a device token of kind 'kiosk') is known to every
 * module through the request: the orders module holds the tokens, app.ts answers this with
 * its `pairedKioskOf`, and lower modules (the catalog's menu stream) ask without importing it.
 */

/** A kiosk paired in the admin: its device token's row. */
export interface PairedKiosk {
  id: string;
  name: string;
  establishmentId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The paired kiosk of the shop `establishmentId` this request comes from, or null: the
     * request is anonymous (no token, a revoked one, another shop's or another device's).
     */
    pairedKiosk(establishmentId: string): Promise<PairedKiosk | null>;
  }
}
