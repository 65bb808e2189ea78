import InfoOutlined from '@mui/icons-material/InfoOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, CodingNotice, PageSection, SectionHeading, type SectionTone } from 'shared';
import { codeCatalogue } from 'shared/content/codeCatalogue';
import type { SpecialtyCodeTable } from '../content/specialtyContent';
import { cardSurface } from './cardSurface';
import { billingTableSx, codeBadgeSx, rowAnchor, stackedFrameSx, stackedOnPhonesSx } from './tableStyles';

const headingId = 'codes-heading';
const highlightInk = '#6B4A00';

/**
 * Common procedure codes (single codes or ranges) with the table's note; flagged
 * rows stand out, and the AMA's CPT notice follows when the page shows a CPT
 * code (`cptNotice`). Each row's description is the code catalogue's (a plain-language
 * summary for a CPT code, the official descriptor for HCPCS and ICD-10-CM).
 */
export function CodeTableSection({ table, tone, cptNotice = false }: { table: SpecialtyCodeTable; tone: SectionTone; cptNotice?: boolean }) {
  return (
    <PageSection headingId={headingId} tone={tone} spacing="regular">
      <SectionHeading id={headingId} eyebrow="Procedure codes" title={table.heading}>
        {table.intro}
      </SectionHeading>
      <Box sx={{ ...stackedFrameSx, ...stackedOnPhonesSx }}>
        <Box
          component="table"
          aria-labelledby={headingId}
          data-testid="code-table"
          sx={billingTableSx}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ width: { xs: 'auto', md: 170 } }}>
                Code
              </Box>
              <th scope="col">
                Description
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <Box
                component="tr"
                key={row.code}
                {...rowAnchor('code', row.code, codeCatalogue[row.code].description)}
                data-highlighted={row.highlight ? 'true' : undefined}
                sx={
                  row.highlight
                    ? {
                        bgcolor: '#FFF4D6 !important',
                        '& > th': { boxShadow: { md: 'inset 4px 0 0 #C98A12' } },
                        borderLeft: { xs: '4px solid #C98A12', md: 0 },
                      }
                    : undefined
                }
              >
                <Box component="th" scope="row">
                  <Box component="span" sx={codeBadgeSx}>
                    {row.code}
                  </Box>
                </Box>
                <td>
                  {codeCatalogue[row.code].description}
                  {row.highlight && table.highlightLabel && (
                    <Box
                      component="strong"
                      sx={{
                        display: 'flex',
                        width: 'fit-content',
                        alignItems: 'center',
                        gap: 0.5,
                        mt: 1,
                        px: 1,
                        py: 0.25,
                        borderRadius: 999,
                        bgcolor: '#FBE3A6',
                        color: highlightInk,
                        fontSize: '0.85rem',
                        fontWeight: 700,
                      }}
                    >
                      <StarRounded aria-hidden sx={{ fontSize: 18 }} />
                      {table.highlightLabel}
                    </Box>
                  )}
                </td>
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          mt: 3,
          p: { xs: 2, md: 2.5 },
          borderRadius: 3,
          bgcolor: cardSurface(tone),
          borderLeft: `4px solid ${brand.teal}`,
          borderTopLeftRadius: '4px',
          borderBottomLeftRadius: '4px',
        }}
      >
        <InfoOutlined aria-hidden sx={{ color: brand.teal, mt: '2px', flexShrink: 0 }} />
        <Typography sx={{ lineHeight: 1.7 }}>
          <Box component="strong" sx={{ fontWeight: 700 }}>
            Note:{' '}
          </Box>
          {table.note}
        </Typography>
      </Box>
      <CodingNotice cpt={cptNotice} sx={{ color: 'text.secondary' }} />
    </PageSection>
  );
}
