import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, useSyncExternalStore, type ReactNode } from 'react';
import { partFailed } from '../presses/liveParts';

/** A part whose code failed to load: how to try again, and whether the part has controls that need it. */
export interface PartFailure {
  retry: () => void;
  /** Text and links read and work without the code; buttons and fields do not. */
  hasControls: boolean;
}

/** Whether a part's code failed to load, for the part to render. */
export interface PartStatus {
  get(): PartFailure | null;
  subscribe(listener: () => void): () => void;
  report(failure: PartFailure | null): void;
}

export function createPartStatus(): PartStatus {
  const listeners = new Set<() => void>();
  let failure: PartFailure | null = null;
  return {
    get: () => failure,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(next) {
      failure = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Loads a lazily loaded part's code, and keeps trying instead of failing: on
 * a flaky phone network, or after a release removed the hashed files an open
 * tab still points at, one download fails and the next works. Until it does,
 * the part stays as it is (React keeps a suspended part's prerendered HTML on
 * screen, readable, its links working), its held presses are dropped, and
 * `status` reports the failure so the part can say so and offer a retry. It
 * tries again when asked and when the browser comes back online.
 */
export function loadRetrying<T>(load: () => Promise<T>, part: () => Element | null, status: PartStatus): Promise<T> {
  // The prerender, in Node: a failure fails the build.
  if (typeof window === 'undefined') return load();
  return new Promise<T>((resolve) => {
    let trying = false;
    const attempt = () => {
      if (trying) return;
      trying = true;
      window.removeEventListener('online', attempt);
      load().then(
        (value) => {
          trying = false;
          status.report(null);
          resolve(value);
        },
        (error: unknown) => {
          trying = false;
          console.warn('A part of the page could not be loaded:', error);
          const element = part();
          partFailed(element);
          window.addEventListener('online', attempt);
          const hasControls = element?.querySelector('button, [role="button"], input, textarea, select') != null;
          status.report({ retry: attempt, hasControls });
        },
      );
    };
    attempt();
  });
}

const noFailure = () => null;

/** The failure `status` reports now (none on the server). */
export function usePartFailure(status: PartStatus): PartFailure | null {
  return useSyncExternalStore(status.subscribe, status.get, noFailure);
}

/** The look of a message that something could not be loaded (also the remote-down panel's). */
export const warningBoxSx = {
  borderRadius: 2,
  bgcolor: '#FFF4E5',
  color: '#663C00',
  border: '1px solid #F5C77E',
} as const;

/**
 * Tells the visitor that a part of the page did not load and offers a retry.
 * Plain boxes and a button the frame already has: it must render when the
 * network is the problem.
 */
export function PartUnavailable({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        maxWidth: 'lg',
        mx: 'auto',
        my: 2,
        px: 2.5,
        py: 2,
        ...warningBoxSx,
      }}
    >
      <Typography component="p" sx={{ flex: '1 1 16rem', m: 0 }}>
        {children ?? (
          <>
            <Box component="strong" sx={{ fontWeight: 700 }}>
              This part of the page didn’t load.
            </Box>{' '}
            Its buttons won’t respond until it does. Check your connection and try again; the rest of the page
            works as usual.
          </>
        )}
      </Typography>
      <Button color="inherit" variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

interface BoundaryProps {
  /** What to show instead of a part whose code threw while rendering. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps an error in one part from taking the page down with it. */
export class PartErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page failed:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
