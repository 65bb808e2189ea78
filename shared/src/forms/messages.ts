/** Every message the three forms show, verbatim from the specification. */
export const formMessages = {
  missingFields: 'Please fill out all fields.',
  invalidEmail: 'Please enter a valid email address.',
  newsletterSuccess: 'Email sent successfully!',
  newsletterFailure: 'There was an error sending the email. Please try again.',
  messageSuccess: 'Consultation booked successfully!',
  messageFailure: 'There was an error sending your message. Please try again.',
  notForPhi: 'Please do not include patient health information in this form.',
} as const;
