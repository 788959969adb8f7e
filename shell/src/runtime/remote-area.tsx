/**
 * One remote's area of the page. A remote that cannot be loaded (down, bad deploy, blocked)
 * breaks only this area: it shows a Japanese message with 再読み込み, which makes a fresh
 * lazy() and loads it again without reloading the page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Component, createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { shellMessages } from '../messages';
import type { RemoteName } from '../routes/paths';
import { loadRemoteComponent, type RemoteExpose } from './remote-registry';
import { LazyAlert as Alert } from '../pages/lazy-alert';

export type RemoteLoader = (remote: RemoteName, expose: RemoteExpose) => Promise<{ default: ComponentType }>;

/** Tests swap the federation runtime for a plain function. */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteComponent);

// When a remote loads in one area, the other areas of the same remote that failed (the /web
// page and its side panel) retry by themselves: one 再読み込み brings the whole remote back.
const loadedListeners = new Set<(remote: RemoteName) => void>();

function announceLoaded(remote: RemoteName): void {
  loadedListeners.forEach((listener) => listener(remote));
}

interface BoundaryProps {
  onRetry: () => void;
  remote: RemoteName;
  label: string;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  private readonly onLoaded = (remote: RemoteName) => {
    if (this.state.failed && remote === this.props.remote) this.props.onRetry();
  };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    loadedListeners.add(this.onLoaded);
  }

  override componentWillUnmount() {
    loadedListeners.delete(this.onLoaded);
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] ${this.props.label} failed to load`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        role="alert"
        data-remote-error={this.props.label}
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={this.props.onRetry}>
            {shellMessages.remoteRetry}
          </Button>
        }
      >
        {shellMessages.remoteLoadFailed}
        <br />
        {shellMessages.remoteLoadFailedHint}
      </Alert>
    );
  }
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} aria-label={shellMessages.remoteLoading}>
      <CircularProgress size={28} />
    </Box>
  );
}

export function RemoteArea({ remote, expose = 'routes' }: { remote: RemoteName; expose?: RemoteExpose }) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  // A new attempt means a new lazy(): React caches a rejected lazy() forever.
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const module = await load(remote, expose);
        announceLoaded(remote);
        return module;
      }),
    // `attempt` is not read inside: changing it is what makes the new lazy() on 再読み込み.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, remote, expose, attempt],
  );
  const label = `${remote}/${expose}`;
  return (
    // Keyed by remote: two areas rendered in turn at the same place never share error state.
    <RemoteErrorBoundary key={`${label}#${attempt}`} remote={remote} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
