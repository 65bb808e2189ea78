import Button, { type ButtonProps } from '@mui/material/Button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children' | 'loading'> {
  submitting: boolean;
  label: string;
  /** Text while submitting; the label stays when absent and a spinner shows. */
  submittingLabel?: string;
}

/**
 * A form's submit button: disabled with a spinner while the send is under
 * way. The spinner is the button's own loading indicator, which the shell
 * fetches the first time a button shows it (shell/build/lazyMuiParts.ts), so
 * a page with a form does not download it up front.
 */
export function SubmitButton({ submitting, label, submittingLabel, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      loading={submitting}
      loadingPosition="start"
      aria-busy={submitting}
      {...props}
    >
      {submitting && submittingLabel ? submittingLabel : label}
    </Button>
  );
}
