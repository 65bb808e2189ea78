import { mountStandalone } from 'shared/standalone';
import BlogsPage from '../pages/BlogsPage';
import ContactPage from '../pages/ContactPage';

mountStandalone('Contact Us and Blogs', [
  { path: '/contactus', label: 'Contact Us', element: <ContactPage /> },
  { path: '/blogs', label: 'Blogs', element: <BlogsPage /> },
]);
