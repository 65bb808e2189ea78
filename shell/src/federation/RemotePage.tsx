import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { PageHeader } from 'shared';
import type { RemotePageRef } from '../routes/routeTable';
import { PageReady } from '../prerender/pageReady';
import { PagePlaceholder } from './PagePlaceholder';
import { loadRemoteModule, resetRemote } from './runtime';

type PageComponent = ComponentType<Record<string, string>>;

// One lazy component per exposed module, so revisiting a page renders at once.
const pages = new Map<string, PageComponent>();

function remotePage(ref: RemotePageRef): PageComponent {
  const key = `${ref.remote}/${ref.module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadRemoteModule<{ default: PageComponent }>(ref.remote, ref.module));
    pages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  heading: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A section of the site could not be loaded:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <PageReady name="error" />
        <PageHeader title={this.props.heading} />
        <Container maxWidth="md" sx={{ py: 6 }}>
          {/* A plain panel rather than MUI's Alert: this must render when the
              network is the problem, so it ships with the frame, and Alert's
              icon set would weigh on every page's first download. */}
          <Box
            role="alert"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'flex-start',
              p: 2.5,
              borderRadius: 2,
              bgcolor: '#FFF4E5',
              color: '#663C00',
              border: '1px solid #F5C77E',
            }}
          >
            <WarningAmberRounded sx={{ color: '#B35C00', mt: 0.25 }} aria-hidden />
            <Box sx={{ flex: '1 1 16rem' }}>
              <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
                This section is temporarily unavailable
              </Typography>
              <Typography component="p">
                We couldn’t load this page just now. Check your connection and press Retry; the rest of the
                site keeps working.
              </Typography>
            </Box>
            <Button
              color="inherit"
              variant="outlined"
              onClick={() => {
                this.setState({ failed: false });
                this.props.onRetry();
              }}
            >
              Retry
            </Button>
          </Box>
        </Container>
      </>
    );
  }
}

/**
 * Renders a page that lives in a remote: a placeholder of the page's size
 * while it loads, and a message with Retry (instead of a blank site) when the
 * remote is down or its module throws.
 */
export function RemotePage({ page, heading }: { page: RemotePageRef; heading: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = remotePage(page);

  const retry = () => {
    pages.delete(`${page.remote}/${page.module}`);
    void resetRemote(page.remote).finally(() => setAttempt((n) => n + 1));
  };

  return (
    // Keyed by module too: another page must not inherit this page's failure.
    <RemoteErrorBoundary key={`${page.remote}/${page.module}#${attempt}`} heading={heading} onRetry={retry}>
      <Suspense fallback={<PagePlaceholder />}>
        <Page {...page.props} />
        <PageReady name={`${page.remote}/${page.module}`} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
