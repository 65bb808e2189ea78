import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import AssignmentIndRounded from '@mui/icons-material/AssignmentIndRounded';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CallSplitRounded from '@mui/icons-material/CallSplitRounded';
import ContentPasteSearchRounded from '@mui/icons-material/ContentPasteSearchRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import HealthAndSafetyRounded from '@mui/icons-material/HealthAndSafetyRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LocalHospitalRounded from '@mui/icons-material/LocalHospitalRounded';
import MedicalServicesRounded from '@mui/icons-material/MedicalServicesRounded';
import MonitorHeartRounded from '@mui/icons-material/MonitorHeartRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import SyncAltRounded from '@mui/icons-material/SyncAltRounded';
import TrackChangesRounded from '@mui/icons-material/TrackChangesRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type { SectionIconName } from '../content/types';

/** The icon drawn for each name a content module may use. */
export const sectionIcons: Record<SectionIconName, SvgIconComponent> = {
  accuracy: FactCheckRounded,
  authorization: AssignmentTurnedInRounded,
  bundling: CallSplitRounded,
  caqh: BadgeRounded,
  claims: ReceiptLongRounded,
  coding: EditNoteRounded,
  contract: HandshakeRounded,
  coverage: HealthAndSafetyRounded,
  denials: GppMaybeRounded,
  electronic: SyncAltRounded,
  experience: WorkspacePremiumRounded,
  group: GroupsRounded,
  hospital: LocalHospitalRounded,
  insurance: VerifiedUserRounded,
  maintenance: AutorenewRounded,
  manager: SupportAgentRounded,
  manual: DescriptionRounded,
  medicare: AccountBalanceRounded,
  necessity: MedicalServicesRounded,
  newPractice: AddBusinessRounded,
  onboarding: RocketLaunchRounded,
  paperwork: ContentPasteSearchRounded,
  patientPayments: AccountBalanceWalletRounded,
  payments: PaymentsRounded,
  physician: PersonRounded,
  plans: AssignmentIndRounded,
  reports: InsightsRounded,
  shield: ShieldRounded,
  specialty: MonitorHeartRounded,
  timely: EventBusyRounded,
  tracking: TrackChangesRounded,
};
