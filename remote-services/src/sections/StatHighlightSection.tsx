import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, cardSx, CheckList, CountUp, Reveal, type SectionTone } from 'shared';
import type { StatHighlightBlock } from '../content/types';
import { IntroSection } from './IntroSection';

/** A figure drawn large (counting up when it comes into view) beside the text that explains it. */
export function StatHighlightSection({ content, tone }: { content: StatHighlightBlock; tone?: SectionTone }) {
  const { figure } = content;
  // Someone else's figure (an industry survey) is drawn outlined, not in the
  // gradient of the company's own results, and named as an industry figure,
  // so a skimming reader does not take it for the company's.
  const external = content.external === true;
  return (
    <IntroSection intro={content} tone={tone}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '0.85fr 1.15fr' },
        }}
      >
        <Reveal from="left">
          <Box
            component="figure"
            sx={{
              m: 0,
              textAlign: 'center',
              borderRadius: 2,
              px: 3,
              py: { xs: 5, md: 6 },
              ...(external
                ? { color: 'primary.dark', bgcolor: 'background.paper', border: 2, borderColor: 'rgba(10, 61, 98, 0.2)' }
                : {
                    // Text in full white: at 90% it fell to 4.5:1 where the gradient turns teal.
                    color: '#fff',
                    background: `radial-gradient(circle at 85% 15%, rgba(255,255,255,0.16), transparent 45%), linear-gradient(140deg, ${brand.navy} 0%, ${brand.blue} 65%, ${brand.teal} 130%)`,
                    boxShadow: '0 24px 48px -24px rgba(10, 61, 98, 0.55)',
                  }),
            }}
          >
            {external && (
              <Typography component="span" sx={{ display: 'block', mb: 1, color: 'secondary.main', fontSize: '0.85rem', fontWeight: 700 }}>
                An industry figure, not our result
              </Typography>
            )}
            {figure.qualifier && (
              <Typography component="span" sx={{ display: 'block', fontWeight: 700, letterSpacing: 1.5, textTransform: 'uppercase' }}>
                {figure.qualifier}
              </Typography>
            )}
            <Box
              component="span"
              data-testid="stat-value"
              sx={{
                display: 'block',
                fontSize: { xs: '3.6rem', md: '4.6rem' },
                fontWeight: 800,
                lineHeight: 1.1,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              <CountUp value={figure.value} decimals={figure.decimals ?? 0} suffix={figure.suffix} />
            </Box>
            <Typography component="figcaption" sx={{ mt: 1, fontSize: '1.1rem', fontWeight: 650 }}>
              {figure.label}
              {content.citation && (
                <Box component="small" sx={{ display: 'block', mt: 1.5, fontSize: '0.85rem', fontWeight: 400, ...(external && { color: 'text.secondary' }) }}>
                  {content.citation}
                </Box>
              )}
            </Typography>
          </Box>
        </Reveal>
        <div>
          {content.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ color: 'text.secondary', fontSize: '1.06rem', lineHeight: 1.8, mb: 3 }}>
              {paragraph}
            </Typography>
          ))}
          {content.points && <CheckList points={content.points} />}
          {content.items && (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
              {content.items.map((item) => (
                <Box key={item.label} sx={{ ...cardSx, gap: 0 }}>
                  <Typography component="dt" sx={{ fontWeight: 700, fontSize: '1.08rem', mb: 0.5 }}>
                    {item.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, color: 'text.secondary', lineHeight: 1.7 }}>
                    {item.description}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </div>
      </Box>
    </IntroSection>
  );
}
