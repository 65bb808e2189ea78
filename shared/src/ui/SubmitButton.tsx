import Button, { type ButtonProps } from '@mui/material/Button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children' | 'loading'> {
  submitting: boolean;
  label: string;
  /** Text while submitting; the label stays when absent and a spinner shows. */
  submittingLabel?: string;
}

/**
 * A form's submit button: disabled with a spinner while the send is under
 * way. The spinner is MUI's own loading indicator of the button. Teal
 * (secondary), like every primary action of the site.
 */
export function SubmitButton({ submitting, label, submittingLabel, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      loading={submitting}
      loadingPosition="start"
      aria-busy={submitting}
      {...props}
    >
      {submitting && submittingLabel ? submittingLabel : label}
    </Button>
  );
}
