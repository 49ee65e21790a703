export interface Review {
  initials: string
  name: string
  time: string
  rating: 1 | 2 | 3 | 4 | 5
  comment: string
}

/** Sample client reviews shown in the footer carousel (static, three of them). */
export const reviews: Review[] = [
  {
    initials: "RK",
    name: "Ravi Kumar",
    time: "2 weeks ago",
    rating: 5,
    comment:
      "Got my private limited company incorporated in Hyderabad without a single visit to any office. They explained every document and kept me updated on WhatsApp.",
  },
  {
    initials: "SP",
    name: "Sravani P.",
    time: "1 month ago",
    rating: 5,
    comment:
      "FSSAI state licence for our cloud kitchen came through quickly. The team checked our documents before filing, so there were no queries from the department.",
  },
  {
    initials: "MA",
    name: "Mohammed Azhar",
    time: "3 months ago",
    rating: 5,
    comment:
      "They handle our GST returns every month and reminded us about the trademark renewal well before the deadline. Clear fees and quick answers.",
  },
]
