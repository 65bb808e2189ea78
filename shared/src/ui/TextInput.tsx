import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface TextInputProps
  extends Pick<FormControlProps, 'required' | 'error' | 'fullWidth' | 'size' | 'sx'>,
    Pick<
      OutlinedInputProps,
      'name' | 'type' | 'defaultValue' | 'onChange' | 'autoComplete' | 'multiline' | 'rows' | 'minRows'
    > {
  /** Required: a field without a visible label has no accessible name. */
  label: ReactNode;
  /** The input's id; one from useId otherwise. */
  id?: string;
  helperText?: ReactNode;
  /** Same shape as TextField's, so a TextField swaps for this without edits. */
  slotProps?: { htmlInput?: InputBaseComponentProps };
}

/**
 * An outlined text field with the same DOM as MUI's TextField. TextField is not
 * used because it imports Select, and with it menus, popovers and modals, into
 * the first download of every page that has a form.
 *
 * The site's forms leave it uncontrolled (`name` and `defaultValue`): text
 * typed into the prerendered field before the page hydrated stays in it and
 * is what the form submits, and the label is shrunk above it (the input
 * checks its DOM value when it mounts).
 */
export function TextInput({
  label,
  id: idProp,
  helperText,
  slotProps,
  required = false,
  error = false,
  fullWidth = false,
  size,
  sx,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  // TextField lets a caller's aria-describedby replace the helper text's id;
  // keep both so the helper text is still announced.
  const { 'aria-describedby': describedBy, ...htmlInput } = slotProps?.htmlInput ?? {};
  const ariaDescribedBy = [helperId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <FormControl
      variant="outlined"
      required={required}
      error={error}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        // Cuts the gap in the outline that the shrunk label sits in.
        label={label}
        fullWidth={fullWidth}
        aria-describedby={ariaDescribedBy}
        // A field of fixed rows is a native textarea: the same height prerendered and live, with no
        // script measuring it (MUI's autosize would), so a layout may also stretch it with CSS.
        inputComponent={input.multiline && input.rows ? 'textarea' : undefined}
        inputProps={htmlInput}
      />
      {helperId && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
