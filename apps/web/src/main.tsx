import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/app/i18n';
import '@/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
