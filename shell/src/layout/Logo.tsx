import { Link as RouterLink } from 'react-router-dom';
import { company } from 'shared';
// A file of its own (cached across pages), not a data URL inside the entry script.
import logoUrl from '../assets/logo.svg?no-inline';

/** The company logo, linking home. */
export function Logo({ height = 44 }: { height?: number }) {
  return (
    <RouterLink to="/" style={{ display: 'inline-flex', lineHeight: 0 }}>
      <img src={logoUrl} alt={company.name} width={Math.round((height * 200) / 48)} height={height} />
    </RouterLink>
  );
}
