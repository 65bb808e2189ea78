import { mountStandalone } from 'shared/standalone';
import { specialtyList } from 'shared';
import SpecialtiesIndexPage from '../pages/SpecialtiesIndexPage';
import SpecialtyPage from '../pages/SpecialtyPage';

mountStandalone('Specialties', [
  { path: '/specialities', label: 'Index', element: <SpecialtiesIndexPage /> },
  ...specialtyList.map((specialty) => ({
    path: specialty.path,
    label: specialty.name,
    element: <SpecialtyPage slug={specialty.slug} />,
  })),
]);
