import type { SvgIconComponent } from '@mui/icons-material';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CardIcon, cardSx, PageSection, SectionHeading } from 'shared';
import { contactChannels, type ContactChannel } from '../content/contactChannels';
import { sayHello } from '../content/contactPage';

const channelIcons: Record<ContactChannel['icon'], SvgIconComponent> = {
  phone: PhoneInTalkRounded,
  email: EmailRounded,
  address: LocationOnRounded,
  hours: AccessTimeRounded,
};

/** "Say Hello!" and every way to reach the company: phone, email, address, hours. */
export function ContactIntro() {
  return (
    <PageSection headingId="say-hello-heading" spacing="none" maxWidth={false}>
      <SectionHeading id="say-hello-heading" eyebrow={sayHello.eyebrow} title={sayHello.heading}>
        {sayHello.text}
      </SectionHeading>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Box
          component="ul"
          aria-label="Contact details"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {contactChannels.map((channel) => (
            <ChannelCard key={channel.icon} channel={channel} />
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}

function ChannelCard({ channel }: { channel: ContactChannel }) {
  const Icon = channelIcons[channel.icon];
  const [first, ...rest] = channel.lines;
  return (
    <Box component="li" sx={{ ...cardSx, flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'flex-start', gap: 2 }}>
      <CardIcon icon={Icon} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', color: 'text.secondary', mb: 0.5 }}>
          {channel.label}
        </Typography>
        {channel.href ? (
          <MuiLink href={channel.href} sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {first}
          </MuiLink>
        ) : (
          <Typography sx={{ fontSize: '1.05rem', fontWeight: 650, color: 'text.primary' }}>{first}</Typography>
        )}
        {rest.map((line) => (
          <Typography key={line} sx={{ fontSize: '1.05rem', fontWeight: 650, color: 'text.primary' }}>
            {line}
          </Typography>
        ))}
        {channel.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {channel.note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
