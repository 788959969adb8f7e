import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, setRuntimeConfig } from 'shared';
import { App } from './app';
import { shellMessages } from './messages';
import { loadShellConfig } from './runtime/load-config';
import { registerShellRemotes } from './runtime/remote-registry';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadShellConfig();
    setRuntimeConfig({ API_TARGET: config.API_TARGET, API_TIMEOUT_MS: config.API_TIMEOUT_MS });
    registerShellRemotes(config.remotes);
  } catch (error) {
    console.error('[shell] config.json could not be loaded', error);
    root.render(<p style={{ padding: 24, fontFamily: 'sans-serif' }}>{shellMessages.configLoadFailed}</p>);
    return;
  }
  const store = makeStore();
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
