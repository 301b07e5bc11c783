import { describe, expect, it } from 'vitest';
import { openDeliveryHttpsMessage, openDeliveryPrivateAddressMessage } from '@comanda/shared';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import {
  connectOpenDelivery,
  type OpenDeliveryConnectContext,
} from './open-delivery-connection.service';

/*
 * In production "Conectar Open Delivery" refuses, before reading or writing anything and before
 * any request leaves the server, a base URL the server must not call: plain http, or a host on
 * the server's own networks (the cloud's metadata service, the database, the shop's LAN).
 */

const untouched = new Proxy(
  {},
  {
    get: () => {
      throw new Error('refused before the database or the sealing is used');
    },
  },
);
const context: OpenDeliveryConnectContext = {
  db: untouched as Database,
  box: untouched as SecretBox,
  checkCredentials: () => Promise.reject(new Error('no request may leave')),
  allowLocal: false,
};
const connect = (baseUrl: string) =>
  connectOpenDelivery(context, 'shop', {} as never, {
    baseUrl,
    clientId: 'loja-1',
    clientSecret: 'segredo',
    merchantId: 'm-1',
    platformCnpj: '11222333000181',
  });

describe('the Open Delivery base URL in production', () => {
  it('must be https', async () => {
    await expect(connect('http://api.keeta.example')).rejects.toMatchObject({
      fieldIssues: [{ path: 'baseUrl', message: openDeliveryHttpsMessage }],
    });
  });

  it.each([
    'https://169.254.169.254/latest',
    'https://127.0.0.1:5432',
    'https://10.0.0.7',
    'https://192.168.1.20:8443',
    'https://[::1]',
    'https://localhost',
  ])('refuses %s, a local or private address', async (baseUrl) => {
    await expect(connect(baseUrl)).rejects.toMatchObject({
      fieldIssues: [{ path: 'baseUrl', message: openDeliveryPrivateAddressMessage }],
    });
  });
});
