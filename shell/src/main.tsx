import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'react-toastify/dist/ReactToastify.css';
import 'shared/fonts';
import { preloadLinksOnIntent, preloadPath } from './federation/preload';
import { createSiteRouter } from './routes/router';

// The current page's remote starts loading now, in parallel with the frame;
// other pages' remotes when a link to them is pointed at or focused.
preloadPath(window.location.pathname);
preloadLinksOnIntent();

const router = createSiteRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
