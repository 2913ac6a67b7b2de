import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './app/styles/global.css';
import { App } from './app/App';
import { buildRoutes } from './app/routes';
import { applyBrandColors } from './shared/brand-colors';
import { appConfig } from './shared/config';
import { initI18n } from './shared/i18n/i18n';

applyBrandColors(appConfig.brand.colors);

const copyLoaded = initI18n({ apiBase: appConfig.apiBase, brand: appConfig.brand });

// Creating the router starts loading the first page's chunk and copy right away.
const router = createBrowserRouter(buildRoutes(appConfig.features), {
  // With the trailing slash, the start page's URL is {base}/ (what the server serves) rather
  // than {base}, which would cost a redirect on reload.
  basename: `${appConfig.storefrontBase}/`,
});

// Render once the shell's copy is in: nothing on screen has words of its own.
await copyLoaded;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
