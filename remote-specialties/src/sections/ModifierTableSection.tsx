import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection, SectionHeading, visuallyHidden, type SectionTone } from 'shared';
import { modifierCatalogue } from 'shared/content/modifierCatalogue';
import type { SpecialtyModifierTable } from '../content/specialtyContent';
import { billingTableSx, codeBadgeSx, rowAnchor, tableFrameSx } from './tableStyles';

const headingId = 'modifiers-heading';

/**
 * The commonly used modifiers: a table on wide screens, stacked cards on small
 * ones. Both are in the HTML (no layout jump once scripts run) and CSS shows
 * one; `display: none` also hides the other from assistive technology.
 */
export function ModifierTableSection({ table, tone }: { table: SpecialtyModifierTable; tone: SectionTone }) {
  // Anesthesia modifiers carry no use case, so their table has no such column.
  const hasUseCase = table.modifiers.some((modifier) => modifier.useCase);
  return (
    <PageSection headingId={headingId} tone={tone} spacing="regular">
      <SectionHeading id={headingId} eyebrow="Billing modifiers" title={table.mainHeading}>
        {table.intro}
      </SectionHeading>

      <Box sx={{ ...tableFrameSx, display: { xs: 'none', sm: 'block' } }}>
        <Box component="table" aria-labelledby={headingId} data-testid="modifier-table" sx={billingTableSx}>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ width: 120 }}>
                Modifier
              </Box>
              <Box component="th" scope="col" sx={{ width: hasUseCase ? '42%' : 'auto' }}>
                Description
              </Box>
              {hasUseCase && <th scope="col">Use case</th>}
            </tr>
          </thead>
          <tbody>
            {table.modifiers.map((modifier) => (
              <tr key={modifier.code} {...rowAnchor('modifier', modifier.code, modifierCatalogue[modifier.code].description)}>
                <th scope="row">
                  <Box component="span" sx={codeBadgeSx}>
                    {modifier.code}
                  </Box>
                </th>
                <td>{modifierCatalogue[modifier.code].description}</td>
                {hasUseCase && <Box component="td" sx={{ color: 'text.secondary' }}>{modifier.useCase}</Box>}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>

      <Box
        component="ul"
        aria-labelledby={headingId}
        data-testid="modifier-cards"
        // The search indexes the table's rows; the cards say the same.
        data-pagefind-ignore
        sx={{ display: { xs: 'grid', sm: 'none' }, gap: 2, listStyle: 'none', m: 0, p: 0 }}
      >
        {table.modifiers.map((modifier) => (
          <Box
            component="li"
            key={modifier.code}
            data-anchor-for={rowAnchor('modifier', modifier.code, '').id}
            // Without a use case a card is one line of meaning, so the badge sits beside it.
            sx={{ ...tableFrameSx, p: 2.5, ...(hasUseCase ? {} : { display: 'flex', gap: 2, alignItems: 'flex-start' }) }}
          >
            <Box component="span" sx={codeBadgeSx}>
              <Box component="span" sx={visuallyHidden}>
                Modifier{' '}
              </Box>
              {modifier.code}
            </Box>
            <Typography sx={{ fontWeight: 600, mt: hasUseCase ? 1.25 : 0, lineHeight: 1.55 }}>
              {modifierCatalogue[modifier.code].description}
            </Typography>
            {modifier.useCase && (
              <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.65 }}>
                <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  Use case:{' '}
                </Box>
                {modifier.useCase}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
