import { CardGrid, LinkCard, PageSection, Reveal, SectionHeading, serviceCards, serviceIcons } from 'shared';

/** Service cards are 250 px high, in one, two or three columns (the spec). */
const cardHeight = 250;

/** Home: the six core services, each card leading to its page. */
export function ServiceCardsSection() {
  return (
    <PageSection headingId="services-heading" tone="mist">
      <Reveal>
        <SectionHeading id="services-heading" eyebrow="Our services" title="Revenue cycle services, end to end" align="center">
          Hand us one task your staff never gets to, or the whole cycle from eligibility to the final payment.
          Every service is run by a dedicated team and reported on monthly.
        </SectionHeading>
      </Reveal>
      <CardGrid columns={{ sm: 2, lg: 3 }}>
        {serviceCards.map((card, position) => (
          <Reveal key={card.id} delay={(position % 3) * 0.12}>
            <LinkCard
              icon={serviceIcons[card.icon]}
              title={card.title}
              description={card.description}
              to={card.path}
              cta="Learn more"
              height={cardHeight}
            />
          </Reveal>
        ))}
      </CardGrid>
    </PageSection>
  );
}
