// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkWithQrCode } from './link-with-qr-code';

afterEach(cleanup);

describe('LinkWithQrCode', () => {
  it('shows the link, an Abrir link to it in a new tab and its QR code', async () => {
    render(
      <LinkWithQrCode
        link="https://loja.example.com/cardapio"
        openLabel="Abrir"
        qrCodeAlt="QR code do cardápio digital"
        testId="the-link"
      >
        <h2>Link do cardápio</h2>
      </LinkWithQrCode>,
    );
    expect(screen.getByRole('heading', { name: 'Link do cardápio' })).toBeTruthy();
    expect(screen.getByTestId('the-link').textContent).toBe('https://loja.example.com/cardapio');
    const open = screen.getByRole('link', { name: 'Abrir' });
    expect(open.getAttribute('href')).toBe('https://loja.example.com/cardapio');
    expect(open.getAttribute('target')).toBe('_blank');
    const qrCode = await screen.findByRole('img', { name: 'QR code do cardápio digital' });
    expect(qrCode.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});
