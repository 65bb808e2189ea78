import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  submitting: boolean;
  label: string;
  /** Text while submitting; the label stays when absent and a spinner shows. */
  submittingLabel?: string;
}

/** A form's submit button: disabled with a spinner while the send is under way. */
export function SubmitButton({ submitting, label, submittingLabel, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={submitting}
      aria-busy={submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {submitting && submittingLabel ? submittingLabel : label}
    </Button>
  );
}
