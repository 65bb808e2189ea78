import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import type { serviceCards } from './services';

/** The icon of each service card, by its `icon` key. */
export const serviceIcons: Record<(typeof serviceCards)[number]['icon'], SvgIconComponent> = {
  'prior-authorization': AssignmentTurnedInRounded,
  billing: ReceiptLongRounded,
  'payment-posting': AccountBalanceWalletRounded,
  'denial-management': GppMaybeRounded,
  'account-receivable': TrendingUpRounded,
  'credentialing-enrollment': BadgeRounded,
};
