/** Boot: configuration, languages, backend, then the application. */
import '@fontsource/fraunces/latin-500.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, readConfig } from './config';
import { createI18n } from './i18n';
import { createBackend } from './backend/createBackend';
import { App, preloadRoute } from './app/App';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  let config;
  try {
    config = readConfig(import.meta.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      root.render(<ConfigErrorScreen problems={e.problems} />);
      return;
    }
    throw e;
  }
  preloadRoute(window.location.pathname);
  const [i18n, backend] = await Promise.all([createI18n(), createBackend(config)]);
  root.render(
    <StrictMode>
      <App backend={backend} config={config} i18n={i18n} />
    </StrictMode>,
  );
}

void boot();
