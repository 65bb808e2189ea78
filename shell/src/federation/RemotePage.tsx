import type { ComponentType } from 'react';
import { lazyPart, PageHeader } from 'shared';
import { PageReady } from '../prerender/pageReady';
import type { RemotePageRef } from '../routes/routeTable';
import { PagePlaceholder } from './PagePlaceholder';
import { loadRemoteModule } from './remotes';

type PageComponent = ComponentType<Record<string, string>>;

// One lazy part per route, so revisiting a page renders it at once.
const pages = new Map<string, PageComponent>();

/**
 * A page that lives in a remote, loaded as any lazy part is (lazyPart): a
 * placeholder of the page's size while it loads after a navigation; when the
 * remote is down or its module throws, the one message with Try again, above
 * the page's prerendered HTML or, after a navigation, under its heading.
 */
export function RemotePage({ page, path, heading }: { page: RemotePageRef; path: string; heading: string }) {
  let Page = pages.get(path);
  if (!Page) {
    const name = `${page.remote}/${page.module}`;
    Page = lazyPart(
      () =>
        loadRemoteModule<{ default: PageComponent }>(page.remote, page.module).then(({ default: Loaded }) => {
          const Ready = (props: Record<string, string>) => (
            <>
              <Loaded {...props} />
              <PageReady name={name} />
            </>
          );
          return Ready;
        }),
      {
        placeholder: <PagePlaceholder />,
        failed: (
          <>
            <PageReady name="error" />
            <PageHeader title={heading} />
          </>
        ),
      },
    );
    pages.set(path, Page);
  }
  return <Page {...page.props} />;
}
