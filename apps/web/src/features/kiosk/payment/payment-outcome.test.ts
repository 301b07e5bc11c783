import { describe, expect, it } from 'vitest';
import { ApiError, invalidResponseMessage, networkErrorMessage } from '@/lib/api-client';
import { decideOnGiveUp, decideOnOrder, decideOnPayment, failureMessage } from './payment-outcome';

describe('decideOnPayment', () => {
  it('waits while pending and approves on approved, for both methods', () => {
    for (const method of ['pix', 'card'] as const) {
      expect(decideOnPayment(method, 'pending')).toEqual({ kind: 'wait' });
      expect(decideOnPayment(method, 'approved')).toEqual({ kind: 'approved' });
    }
  });

  it('approved but its order canceled (sold out meanwhile): the reason, back to the choice', () => {
    const reason = 'Esgotado: X-Bacon. Pedido cancelado; o pagamento será estornado.';
    for (const method of ['pix', 'card'] as const) {
      expect(decideOnPayment(method, 'approved', reason)).toEqual({
        kind: 'retry',
        message: { key: 'server', detail: reason },
      });
      expect(decideOnPayment(method, 'approved', null)).toEqual({ kind: 'approved' });
    }
  });

  it("a declined Pix is 'Pagamento não aprovado'; the customer may choose again", () => {
    expect(decideOnPayment('pix', 'rejected')).toEqual({
      kind: 'retry',
      message: { key: 'notApproved' },
    });
  });

  it.each(['canceled', 'expired', 'error'] as const)(
    "a Pix payment %s is 'Pagamento não aprovado' and leaves",
    (status) => {
      expect(decideOnPayment('pix', status)).toEqual({
        kind: 'leave',
        message: { key: 'notApproved' },
      });
    },
  );

  it("a declined card is 'Pagamento recusado'; the customer may choose again", () => {
    expect(decideOnPayment('card', 'rejected')).toEqual({
      kind: 'retry',
      message: { key: 'declined' },
    });
  });

  it.each(['canceled', 'expired', 'error'] as const)(
    "a card answer %s is 'Status de pagamento desconhecido'",
    (status) => {
      expect(decideOnPayment('card', status)).toEqual({
        kind: 'retry',
        message: { key: 'unknownStatus' },
      });
    },
  );
});

describe('decideOnOrder', () => {
  it('a paid order is approved, a pending one waits, a failed one retries, others end', () => {
    expect(decideOnOrder({ paymentStatus: 'paid' })).toEqual({ kind: 'approved' });
    expect(decideOnOrder({ paymentStatus: 'pending' })).toEqual({ kind: 'wait' });
    expect(decideOnOrder({ paymentStatus: 'failed' })).toEqual({
      kind: 'retry',
      message: { key: 'notApproved' },
    });
    for (const paymentStatus of ['canceled', 'expired'] as const) {
      expect(decideOnOrder({ paymentStatus })).toEqual({
        kind: 'leave',
        message: { key: 'notApproved' },
      });
    }
  });
});

describe('decideOnGiveUp', () => {
  it('keeps the Pix screen, closes the card modal as an unknown status', () => {
    expect(decideOnGiveUp('pix')).toEqual({ kind: 'wait' });
    expect(decideOnGiveUp('card')).toEqual({ kind: 'retry', message: { key: 'unknownStatus' } });
  });
});

describe('failureMessage', () => {
  const network = new ApiError(0, 'NETWORK_ERROR', networkErrorMessage);
  const tenantGone = new ApiError(404, 'TENANT_NOT_FOUND', 'Estabelecimento não encontrado');
  const serverDown = new ApiError(500, 'INTERNAL', 'Erro interno do servidor');
  const badBody = new ApiError(201, 'INVALID_RESPONSE', invalidResponseMessage);
  const refused = (message: string) => new ApiError(422, 'UNPROCESSABLE', message);
  const proxyPage = new ApiError(404, 'NOT_FOUND', networkErrorMessage);

  it("no answer at all is 'Falha ao comunicar com o servidor' at every stage", () => {
    for (const stage of ['order', 'pix', 'card'] as const) {
      expect(failureMessage(stage, network)).toEqual({ key: 'network' });
    }
  });

  it('a vanished shop is §8 when placing the order and §5 when paying', () => {
    expect(failureMessage('order', tenantGone)).toEqual({ key: 'tenantNotFound' });
    expect(failureMessage('pix', tenantGone)).toEqual({ key: 'tenantMissing' });
    expect(failureMessage('card', tenantGone)).toEqual({ key: 'tenantMissing' });
  });

  it("shows our server's own words at every stage, never a 500's generic text", () => {
    const messages = [
      refused('Produto indisponível: X-Burguer'),
      refused('Maquininha não configurada para este estabelecimento'),
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'Falha ao gerar PIX: serviço indisponível.'),
    ];
    for (const stage of ['order', 'pix', 'card'] as const) {
      for (const error of messages) {
        expect(failureMessage(stage, error)).toEqual({ key: 'server', detail: error.message });
      }
    }
  });

  it('placing the order: the spec fallbacks', () => {
    expect(failureMessage('order', serverDown)).toEqual({ key: 'orderDatabase' });
    expect(failureMessage('order', badBody)).toEqual({ key: 'orderFailed' });
    expect(failureMessage('order', proxyPage)).toEqual({ key: 'orderFailed' });
    expect(failureMessage('order', new TypeError('boom'))).toEqual({ key: 'orderFailed' });
  });

  it("Pix: 'Servidor não retornou dados do PIX' or 'Erro ao processar pagamento PIX'", () => {
    expect(failureMessage('pix', badBody)).toEqual({ key: 'pixMissing' });
    expect(failureMessage('pix', serverDown)).toEqual({ key: 'pixError' });
    expect(failureMessage('pix', proxyPage)).toEqual({ key: 'pixError' });
    expect(failureMessage('pix', new TypeError('boom'))).toEqual({ key: 'pixError' });
  });

  it("card: 'Nenhum dado retornado' or 'Erro ao processar pagamento com cartão'", () => {
    expect(failureMessage('card', badBody)).toEqual({ key: 'cardNoData' });
    expect(failureMessage('card', serverDown)).toEqual({ key: 'cardError' });
    expect(failureMessage('card', new TypeError('boom'))).toEqual({ key: 'cardError' });
  });
});
