import { z } from 'zod';

/** Zod's own messages (the ones a schema doesn't override) in Brazilian Portuguese. */
export function useBrazilianZodMessages(): void {
  z.config(z.locales.ptBR());
}
