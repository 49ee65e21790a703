export interface Review {
  initials: string
  name: string
  time: string
  rating: 1 | 2 | 3 | 4 | 5
  comment: string
  /** A sample shipped with the site: replace it with a real review before launch (`npm run launch-check`). */
  sample?: boolean
}

/**
 * Client reviews shown in the footer carousel (static, three of them). These
 * are samples: before launch, copy three real reviews from the review profile
 * (site.rating.profileUrl) and drop `sample: true`.
 */
export const reviews: Review[] = [
  {
    initials: "RK",
    name: "Ravi Kumar",
    time: "2 weeks ago",
    rating: 5,
    sample: true,
    comment:
      "Got my private limited company incorporated in Hyderabad without a single visit to any office. They explained every document and kept me updated on WhatsApp.",
  },
  {
    initials: "SP",
    name: "Sravani P.",
    time: "1 month ago",
    rating: 5,
    sample: true,
    comment:
      "FSSAI state licence for our cloud kitchen came through quickly. The team checked our documents before filing, so there were no queries from the department.",
  },
  {
    initials: "MA",
    name: "Mohammed Azhar",
    time: "3 months ago",
    rating: 5,
    sample: true,
    comment:
      "They handle our GST returns every month and reminded us about the trademark renewal well before the deadline. Clear fees and quick answers.",
  },
]
