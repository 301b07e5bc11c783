import { z } from 'zod';

/*
 * The shop's tables (mesas, issue 35 item 2): each has a number, printed on its QR code
 * (`/cardapio?mesa=<number>`), and an optional name the staff reads ("Varanda 3").
 * A deactivated table keeps its number and takes no new order.
 */

/** The highest table number a shop may have, and the most tables created at once. */
export const maxTableNumber = 999;
export const maxTablesPerRequest = 100;

const tableNumber = z
  .number('Informe o número da mesa')
  .int('O número da mesa é um número inteiro')
  .min(1, 'O número da mesa começa em 1')
  .max(maxTableNumber, `O número da mesa vai até ${maxTableNumber}`);

export const diningTableSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  /** The name the staff gave it; null shows as "Mesa <number>". */
  name: z.string().nullable(),
  active: z.boolean(),
});
export type DiningTable = z.infer<typeof diningTableSchema>;

/** POST /api/admin/tables: tables `from` to `to` (one table when they are equal). */
export const diningTablesCreateSchema = z
  .object({ from: tableNumber, to: tableNumber })
  .refine((range) => range.to >= range.from, {
    path: ['to'],
    message: 'A última mesa vem depois da primeira',
  })
  .refine((range) => range.to - range.from < maxTablesPerRequest, {
    path: ['to'],
    message: `Crie no máximo ${maxTablesPerRequest} mesas de uma vez`,
  });
export type DiningTablesCreate = z.infer<typeof diningTablesCreateSchema>;

/** PATCH /api/admin/tables/:id: its name (empty for none) and whether it takes orders. */
export const diningTableUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .max(40, 'Nome com no máximo 40 caracteres')
    .transform((name) => name || null)
    .nullable()
    .optional(),
  active: z.boolean().optional(),
});
export type DiningTableUpdate = z.input<typeof diningTableUpdateSchema>;

/** How a table reads on a ticket, the kitchen display and its QR code. */
export const diningTableLabel = (table: { number: number; name: string | null }): string =>
  table.name ?? `Mesa ${table.number}`;
