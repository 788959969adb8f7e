import { createRoot, type Root } from 'react-dom/client';
import { setRuntimeConfig } from 'shared';
import { shellMessages } from '../messages';
import { loadShellConfig } from '../runtime/load-config';
import { registerShellRemotes } from '../runtime/remote-registry';

let root: Root | undefined;

/** The page's one React root: the first sign-in page and the app take turns in it. */
export function shellRoot(): Root {
  root ??= createRoot(document.getElementById('root')!);
  return root;
}

/** Applies config.json (the API, where each remote lives); false once it has shown why it cannot. */
export async function applyShellConfig(): Promise<boolean> {
  const page = shellRoot();
  try {
    const config = await loadShellConfig();
    setRuntimeConfig({ API_TARGET: config.API_TARGET, API_TIMEOUT_MS: config.API_TIMEOUT_MS });
    registerShellRemotes(config.remotes);
    return true;
  } catch (error) {
    console.error('[shell] config.json could not be loaded', error);
    page.render(<p style={{ padding: 24, fontFamily: 'sans-serif' }}>{shellMessages.configLoadFailed}</p>);
    return false;
  }
}
