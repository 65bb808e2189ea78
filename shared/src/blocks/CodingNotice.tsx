import Box, { type BoxProps } from '@mui/material/Box';
import { codingNotices } from '../content/company';
import { codeSetOf, procedureCodesIn } from '../content/codeFormats';

/**
 * Whether a text names a CPT code (Category I, II or III; not HCPCS Level II),
 * so its page carries the AMA notice. A ZIP code after its state ("MT 59601")
 * is not one.
 */
export function namesCptCode(text: string): boolean {
  return procedureCodesIn(text.replace(/\b[A-Z]{2} \d{5}(-\d{4})?\b/g, '')).some((code) => codeSetOf(code)?.startsWith('CPT'));
}

export interface CodingNoticeProps {
  /** "Rules as of …; for information, not coding advice." */
  rules?: boolean;
  /** The AMA's CPT trademark and copyright notice. */
  cpt?: boolean;
  sx?: BoxProps['sx'];
}

/**
 * The small print of a page that states payer or Medicare rules or shows CPT
 * codes: the notices of company.ts (`codingNotices`), in the page's own text
 * colour at a readable size.
 */
export function CodingNotice({ rules, cpt, sx }: CodingNoticeProps) {
  if (!rules && !cpt) return null;
  return (
    <Box
      data-testid="coding-notice"
      sx={[{ mt: 3, fontSize: '0.9rem', lineHeight: 1.6, '& p': { m: 0 }, '& p + p': { mt: 0.75 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {rules && <p>{codingNotices.rules}</p>}
      {cpt && <p>{codingNotices.cpt}</p>}
    </Box>
  );
}
