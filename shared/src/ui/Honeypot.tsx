import Box from '@mui/material/Box';
import { honeypotField } from '../forms/honeypot';

/**
 * A field for scripts that fill in every field, kept from people: drawn far
 * off-screen, inert (never focused, never reached by assistive technology)
 * and hidden from the accessibility tree, with autofill off. A form that
 * arrives with it filled looks sent and sends nothing (useFormSubmission).
 */
export function Honeypot() {
  return (
    <Box
      aria-hidden="true"
      inert
      sx={{ position: 'absolute', left: '-10000px', top: 0, width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label>
        Leave this field empty
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
  );
}
