import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FaqItem } from '../content/types';
import { nextOpenIndex } from './faqRules';

/** Expand and collapse time (ms) and icon turn time (s) of the accordion. */
export const faqExpandMs = 400;
export const faqIconTurnSeconds = 0.5;

function PlusMinus({ open }: { open: boolean }) {
  const bar = { position: 'absolute', left: 0, top: 9, width: 20, height: 2, borderRadius: 1, bgcolor: 'currentColor' } as const;
  return (
    <Box
      aria-hidden
      data-icon={open ? 'minus' : 'plus'}
      sx={{
        position: 'relative',
        width: 20,
        height: 20,
        flexShrink: 0,
        transition: `transform ${faqIconTurnSeconds}s ease`,
        transform: open ? 'rotate(180deg)' : 'none',
      }}
    >
      <Box sx={bar} />
      <Box
        sx={{
          ...bar,
          transition: `transform ${faqIconTurnSeconds}s ease`,
          transform: open ? 'rotate(0deg) scaleX(0)' : 'rotate(90deg)',
        }}
      />
    </Box>
  );
}

/**
 * Questions and answers: at most one open, the first open to begin with.
 * Each question is a button in a heading, with aria-expanded and its panel.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-q${index}`;
        const panelId = `${id}-a${index}`;
        return (
          <Box
            key={item.question}
            sx={{
              border: 1,
              borderColor: expanded ? 'primary.main' : 'divider',
              borderRadius: 3,
              bgcolor: expanded ? 'rgba(10, 90, 138, 0.04)' : 'background.paper',
              transition: 'border-color .3s, background-color .3s',
            }}
          >
            <Typography component={`h${headingLevel}`} sx={{ m: 0, fontSize: '1.05rem', fontWeight: 700 }}>
              <ButtonBase
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpenIndex(current, index))}
                sx={{
                  width: '100%',
                  justifyContent: 'space-between',
                  gap: 2,
                  textAlign: 'left',
                  px: { xs: 2, md: 3 },
                  py: 2,
                  font: 'inherit',
                  borderRadius: 3,
                  color: expanded ? 'primary.main' : 'text.primary',
                }}
              >
                <span>{item.question}</span>
                <PlusMinus open={expanded} />
              </ButtonBase>
            </Typography>
            <Collapse in={expanded} timeout={faqExpandMs}>
              <Box
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                sx={{ px: { xs: 2, md: 3 }, pb: 2.5, color: 'text.secondary', lineHeight: 1.75 }}
              >
                {item.answer}
              </Box>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}
