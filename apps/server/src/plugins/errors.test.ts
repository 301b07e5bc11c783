import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBrazilianZodMessages } from '@comanda/shared';
import { AppError } from '../lib/app-error';
import { errorsPlugin } from './errors';

describe('errors plugin', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    applyBrazilianZodMessages();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.post(
      '/validated',
      {
        schema: {
          body: z.object({
            quantity: z.number().int().min(1, 'Quantidade mínima é 1'),
            discount: z.object({ percent: z.number().max(100) }).optional(),
            name: z.string().trim().min(1, 'Informe o nome').optional(),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/conflict', async () => {
      throw new AppError('CONFLICT', 'Subdomínio já está em uso');
    });
    app.get('/crash', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers bad input with 400 and the field and reason', async () => {
    const res = await app.inject({ method: 'POST', url: '/validated', payload: { quantity: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      detail: 'Quantidade mínima é 1',
      errors: [{ path: 'quantity', message: 'Quantidade mínima é 1' }],
    });
  });

  it('words zod refusals plainly, each under its field and none in the message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { quantity: null, discount: { percent: 150 }, name: null, extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Preencha este campo',
      errors: [
        { path: 'quantity', message: 'Preencha este campo' },
        { path: 'discount.percent', message: 'Use um valor de até 100' },
        { path: 'name', message: 'Informe o nome' },
      ],
    });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { quantity: 'dois' },
    });
    expect(wrongType.json().errors).toEqual([{ path: 'quantity', message: 'Informe um número' }]);
  });

  it('maps an AppError to its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', detail: 'Subdomínio já está em uso' });
  });

  it('never shows internals of a 5xx', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Dados em formato inválido',
    });
  });
});
