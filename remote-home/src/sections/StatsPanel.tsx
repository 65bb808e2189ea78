import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, CountUp, PageSection, visuallyHidden } from 'shared';
import { statDefinitions, stats, statsCaveat } from '../content/stats';

/** Home: the five figures, each counting up from 0 over 4 s when first scrolled into view. */
export function StatsPanel() {
  return (
    <PageSection
      headingId="stats-heading"
      tone="dark"
      sx={{ background: `linear-gradient(120deg, ${brand.navy} 0%, ${brand.blue} 100%)`, py: { xs: 7, md: 9 } }}
    >
      <Typography id="stats-heading" component="h2" sx={visuallyHidden}>
        Our results in numbers
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // Five figures: two a row on phones, all five in one row from 600 px (three a row left two in a half-empty row).
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
          gap: { xs: 4, md: 2 },
          m: 0,
          textAlign: 'center',
        }}
      >
        {stats.map((stat, position) => (
          <Box
            key={stat.label}
            sx={{
              display: 'flex',
              flexDirection: 'column-reverse',
              // Figures line up along the top whatever the length of their labels.
              justifyContent: 'flex-end',
              gap: 1,
              px: 1,
              // The odd one out on phones sits centred under the others.
              gridColumn: { xs: position === stats.length - 1 ? '1 / -1' : 'auto', sm: 'auto' },
              borderLeft: { md: position === 0 ? 0 : '1px solid rgba(255,255,255,0.2)' },
            }}
          >
            <Typography component="dt" sx={{ fontSize: { xs: '0.95rem', md: '1rem' }, lineHeight: 1.4, opacity: 0.92 }}>
              {stat.label}
              {/* A space before the figure, so the page's text (search excerpts) does not run label and figure together. */}{' '}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: { xs: '2.5rem', md: '3rem' }, fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums', color: '#9EE5D8' }}
            >
              <CountUp value={stat.value} suffix={stat.suffix} />
            </Typography>
          </Box>
        ))}
      </Box>
      {/* At body-text size, not small print, and each on its own: the figures are read with what they measure. */}
      <Box sx={{ mt: { xs: 4, md: 5 }, mx: 'auto', maxWidth: 960, fontSize: '0.97rem', lineHeight: 1.65 }}>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, columnGap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {statDefinitions.map((definition) => (
            <li key={definition.label}>
              <Box component="strong" sx={{ color: '#9EE5D8' }}>
                {definition.label}:
              </Box>{' '}
              {definition.measures}
            </li>
          ))}
        </Box>
        <Typography sx={{ mt: 2, fontSize: 'inherit', lineHeight: 'inherit', fontWeight: 600 }}>{statsCaveat}</Typography>
      </Box>
    </PageSection>
  );
}
