import { mountStandalone } from 'shared/standalone';
import AboutPage from '../pages/AboutPage';
import HomePage from '../pages/HomePage';

mountStandalone('Home and About Us', [
  { path: '/', label: 'Home', element: <HomePage /> },
  { path: '/aboutus', label: 'About Us', element: <AboutPage /> },
]);
