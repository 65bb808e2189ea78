import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router-dom';
import {
  CardIcon,
  cardSx,
  CheckList,
  PageSection,
  SectionHeading,
  type SectionOfPoints,
  type SectionTone,
  type SpecialtyDetail,
} from 'shared';

function PointsCard({ points, icon: Icon, wide }: { points: SectionOfPoints; icon: SvgIconComponent; wide: boolean }) {
  return (
    <Box sx={{ ...cardSx, gap: 0, p: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
        <CardIcon icon={Icon} />
        <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
          {points.heading}
        </Typography>
      </Box>
      <CheckList points={points.points} columns={wide ? 2 : 1} />
    </Box>
  );
}

/**
 * Key requirements and, where the specialty has them, coverage conditions,
 * with the optional link to a related page of this site.
 */
export function RequirementsSection({ detail, tone }: { detail: SpecialtyDetail; tone: SectionTone }) {
  const { coverageConditions, moreDetailsLink } = detail;
  return (
    <PageSection headingId="requirements-heading" tone={tone} spacing="regular">
      <SectionHeading id="requirements-heading" eyebrow="Requirements" title={detail.mainHeading}>
        {detail.description}
      </SectionHeading>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: coverageConditions ? 'repeat(2, 1fr)' : '1fr' } }}>
        <PointsCard points={detail.keyRequirements} icon={FactCheckRounded} wide={!coverageConditions} />
        {coverageConditions && <PointsCard points={coverageConditions} icon={VerifiedUserRounded} wide={false} />}
      </Box>
      {moreDetailsLink && (
        <Box
          sx={{
            mt: 3,
            p: { xs: 2.5, md: 3 },
            borderRadius: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            bgcolor: 'rgba(10, 90, 138, 0.07)',
          }}
        >
          <Typography sx={{ fontWeight: 600, flex: '1 1 320px' }}>{moreDetailsLink.text}</Typography>
          <Button
            component={RouterLink}
            to={moreDetailsLink.url}
            variant="outlined"
            color="primary"
            endIcon={<ArrowForwardRounded aria-hidden />}
          >
            {moreDetailsLink.label}
          </Button>
        </Box>
      )}
    </PageSection>
  );
}
