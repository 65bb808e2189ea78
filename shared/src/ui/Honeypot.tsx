import Box from '@mui/material/Box';
import { honeypotField } from '../forms/honeypot';

/**
 * A field for scripts that fill in every field, kept from people: drawn far
 * off-screen to the left (at its own height in the page, so the form's
 * extent is where the form is), inert (never focused, never reached by assistive technology)
 * and hidden from the accessibility tree, with autofill off. A form that
 * arrives with it filled looks sent and sends nothing (useFormSubmission).
 */
export function Honeypot() {
  return (
    <Box
      aria-hidden="true"
      inert
      sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label>
        Leave this field empty
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
  );
}
