import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'react-toastify/dist/ReactToastify.css';
import 'shared/fonts';
import { loadManifest } from './federation/runtime';
import { createSiteRouter } from './routes/router';

// Ask for remotes.json right away, in parallel with rendering the frame.
loadManifest().catch(() => {
  // Each page that needs a remote reports the failure itself, with Retry.
});

const router = createSiteRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
