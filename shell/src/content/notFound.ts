/** The not-found page's copy: what went wrong, and the places most visitors are looking for. */
export const notFound = {
  heading: 'We couldn’t find that page',
  intro: 'The address may be mistyped, or the page may have moved. These are the places most visitors are looking for; or call us at',
  destinations: [
    { label: 'Home', to: '/' },
    { label: 'Medical Billing Services', to: '/medical-billing-services' },
    { label: 'Specialties', to: '/specialities' },
    { label: 'About Us', to: '/aboutus' },
    { label: 'Blogs', to: '/blogs' },
    { label: 'Contact Us', to: '/contactus' },
  ],
} as const;
