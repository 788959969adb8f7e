/**
 * One remote's area of the page. A remote that cannot be loaded (down, bad deploy, blocked)
 * breaks only this area: it shows a Japanese message with 再読み込み, which makes a fresh
 * lazy() and loads it again without reloading the page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Component, createContext, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
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

/**
 * The remote's component once loaded, the spinner meanwhile; a failure is thrown to the error
 * boundary. Loaded through state, not React.lazy: React holds back revealing suspended content
 * until 300 ms after the last fallback it showed, which would keep a page's remote (and its
 * largest paint) waiting after it has loaded.
 */
function LoadedRemote({ load, remote, expose }: { load: RemoteLoader; remote: RemoteName; expose: RemoteExpose }) {
  const [loaded, setLoaded] = useState<{ Remote?: ComponentType; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    load(remote, expose).then(
      (module) => {
        announceLoaded(remote);
        if (current) setLoaded({ Remote: module.default });
      },
      (error: unknown) => {
        if (current) setLoaded({ error: error ?? new Error(`${remote}/${expose} did not load`) });
      },
    );
    return () => {
      current = false;
    };
  }, [load, remote, expose]);
  if (loaded.error) throw loaded.error;
  const { Remote } = loaded;
  if (!Remote) return <Loading />;
  return (
    // For what the remote loads itself (a page it shows first loads with it).
    <Suspense fallback={<Loading />}>
      <Remote />
    </Suspense>
  );
}

export function RemoteArea({ remote, expose = 'routes' }: { remote: RemoteName; expose?: RemoteExpose }) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const label = `${remote}/${expose}`;
  return (
    // Keyed by remote and attempt: two areas rendered in turn at the same place never share error
    // state, and 再読み込み mounts a fresh loader that loads the remote again.
    <RemoteErrorBoundary key={`${label}#${attempt}`} remote={remote} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedRemote load={load} remote={remote} expose={expose} />
    </RemoteErrorBoundary>
  );
}
