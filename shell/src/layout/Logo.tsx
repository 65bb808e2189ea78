import { Link as RouterLink } from 'shared/router';
import { company } from 'shared';
import logoUrl from '../assets/logo.svg';

/** The company logo, linking home. */
export function Logo({ height = 44 }: { height?: number }) {
  return (
    <RouterLink to="/" style={{ display: 'inline-flex', lineHeight: 0 }}>
      <img src={logoUrl} alt={company.name} width={Math.round((height * 200) / 48)} height={height} />
    </RouterLink>
  );
}
