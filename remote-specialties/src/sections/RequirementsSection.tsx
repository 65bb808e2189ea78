import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, CheckList, PageSection, RowCard, SectionHeading, type SectionTone, type SpecialtyDetail } from 'shared';

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
      {/* Stacked: the two lists differ in length by up to ten points. */}
      <CardGrid columns={{}}>
        {[
          { points: detail.keyRequirements, icon: FactCheckRounded },
          ...(coverageConditions ? [{ points: coverageConditions, icon: VerifiedUserRounded }] : []),
        ].map(({ points, icon }) => (
          <RowCard key={points.heading} title={points.heading} icon={icon}>
            <CheckList points={points.points} />
          </RowCard>
        ))}
      </CardGrid>
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
