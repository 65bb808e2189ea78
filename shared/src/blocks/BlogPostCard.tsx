import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '../content/types';
import { brand } from '../brand';
import { company } from '../content/company';
import type { ArtGlyph } from '../art/artGlyph';
import { GlyphArt } from '../art/GlyphArt';
import ar from '../content/art/blog/ar.json' with { type: 'json' };
import compliance from '../content/art/blog/compliance.json' with { type: 'json' };
import credentialing from '../content/art/blog/credentialing.json' with { type: 'json' };
import denials from '../content/art/blog/denials.json' with { type: 'json' };
import emCoding from '../content/art/blog/em-coding.json' with { type: 'json' };
import onboarding from '../content/art/blog/onboarding.json' with { type: 'json' };
import payments from '../content/art/blog/payments.json' with { type: 'json' };
import priorAuth from '../content/art/blog/prior-auth.json' with { type: 'json' };
import telehealth from '../content/art/blog/telehealth.json' with { type: 'json' };

// Each post's cover: its topic's motif in the site's illustration frame, on one of the brand's gradients (the motif tells the posts apart).
const covers: Record<string, { glyph: ArtGlyph; from: string; to: string }> = {
  denials: { glyph: denials, from: brand.navy, to: brand.blue },
  'em-coding': { glyph: emCoding, from: brand.blue, to: brand.teal },
  'prior-auth': { glyph: priorAuth, from: brand.teal, to: brand.blue },
  credentialing: { glyph: credentialing, from: brand.navy, to: brand.teal },
  payments: { glyph: payments, from: brand.blue, to: brand.navy },
  ar: { glyph: ar, from: brand.teal, to: brand.navy },
  compliance: { glyph: compliance, from: brand.navy, to: brand.blue },
  telehealth: { glyph: telehealth, from: brand.blue, to: brand.teal },
  onboarding: { glyph: onboarding, from: brand.navy, to: brand.teal },
};

/**
 * A card placed wider than 600 px (in a container that declares its inline
 * size: the blog list's first card when it spans two or three columns) has a
 * wider, lower illustration and a larger title, so it is about as tall as
 * the cards beside it, with no empty column.
 */
const wideCard = '@container (min-width: 600px)';
const fullRowCard = '@container (min-width: 900px)';

function Illustration({ post }: { post: BlogPost }) {
  const cover = covers[post.image] ?? { glyph: emCoding, from: brand.navy, to: brand.teal };
  return (
    <Box
      role="img"
      aria-label={post.imageAlt}
      sx={{
        aspectRatio: '16 / 9',
        [wideCard]: { aspectRatio: '21 / 9' },
        [fullRowCard]: { aspectRatio: '4 / 1' },
        display: 'grid',
        placeItems: 'center',
        px: 2,
        color: '#fff',
        '--art-accent': brand.mint,
        background: `radial-gradient(circle at 80% 20%, rgba(255,255,255,0.18), transparent 45%), linear-gradient(135deg, ${cover.from}, ${cover.to})`,
      }}
    >
      <GlyphArt glyph={cover.glyph} sx={{ width: '88%', maxWidth: 360, maxHeight: '84%' }} />
    </Box>
  );
}

/** A post's card: illustration with its date badge, a "Summary" label, title and teaser, then who wrote it and its comments (if it takes any). */
export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    // Paper rather than Card (which is Paper with overflow hidden, set
    // here): the shell ships Paper, so a remote needs no copy of MUI's core.
    <Paper
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 4, overflow: 'hidden' }}
    >
      <Box sx={{ position: 'relative' }}>
        <Illustration post={post} />
        <Box
          sx={{
            position: 'absolute',
            left: 16,
            bottom: -22,
            bgcolor: 'secondary.main',
            color: '#fff',
            borderRadius: 2,
            px: 1.5,
            py: 0.75,
            textAlign: 'center',
            lineHeight: 1.1,
            boxShadow: 3,
          }}
        >
          <Box component="span" sx={{ display: 'block', fontSize: '1.35rem', fontWeight: 800 }}>
            {post.date}
          </Box>
          <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase' }}>
            {post.month}
          </Box>
        </Box>
      </Box>
      <Box sx={{ p: 3, pt: 4.5, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, [wideCard]: { px: 4 } }}>
        {/* Plainly a summary (DECISIONS, "Content"): there is no post page, and the card links nowhere. */}
        <Box
          component="span"
          sx={{ alignSelf: 'flex-start', px: 1, borderRadius: 1, border: 1, borderColor: 'divider', color: 'text.secondary', fontSize: '0.9rem', fontWeight: 600 }}
        >
          Summary
        </Box>
        <Typography component="h3" sx={{ fontSize: '1.2rem', fontWeight: 750, lineHeight: 1.35, [wideCard]: { fontSize: '1.5rem' } }}>
          {post.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{post.description}</Typography>
        {/* The card's foot, at the bottom whatever the title's and the summary's lengths, so a row's feet line up. */}
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary', fontSize: '0.9rem', mt: 'auto', pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <PersonOutlineRounded fontSize="small" aria-hidden /> {post.author ?? `${company.shortName} editorial team`}
          </Box>
          {post.comments !== undefined && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <ChatBubbleOutlineRounded fontSize="small" aria-hidden /> {post.comments} comments
            </Box>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
