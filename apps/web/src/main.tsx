import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBrazilianZodMessages } from '@comanda/shared';
import { App } from '@/app/app';
import '@/app/i18n';
import '@/index.css';

// The forms check with the server's contracts: zod's own messages in the same plain words.
applyBrazilianZodMessages();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
